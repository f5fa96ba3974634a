import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantTexts } from '@kusasa/domain/assistant-texts';
import { assistantDayOf } from '@kusasa/domain/rules/assistant';
import { accountExportSchema } from '@kusasa/domain/schemas/account-data';
import { askResponseSchema, assistantQuotaSchema, dailyLimitErrorSchema, historyResponseSchema } from '@kusasa/domain/schemas/assistant/chat';
import { faqListSchema } from '@kusasa/domain/schemas/assistant/faqs';
import { assistantDailyUsage, assistantExchanges } from '../../db/schema/assistant.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { educationRecords, subjectMarks } from '../../db/schema/student-profile.ts';
import { MINUTE, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { STRONG_PASSWORD } from '../../test/factories.ts';

// 23:50 in South Africa (UTC+2): ten minutes before the quota's day ends.
const clock = testClock('2026-03-01T21:50:00Z');

describe('Thandi for learners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.read, seedCatalogue: true });
  });
  afterAll(() => t.close());

  const ask = (cookie: string, message: string) => call(t.app, 'POST', '/api/assistant/messages', { cookie, payload: { message } });

  async function giveMarks(userId: string, marks: [string, number][]) {
    const [record] = await t.database.db
      .insert(educationRecords)
      .values({ userId, schoolName: 'Soweto High', province: 'Gauteng', completionYear: 2026 })
      .returning({ id: educationRecords.id });
    await t.database.db
      .insert(subjectMarks)
      .values(marks.map(([subjectName, mark], position) => ({ educationRecordId: record!.id, subjectName, gradeLevel: 'grade12', mark, position })));
  }

  it('answers from the knowledge base with its source, and counts down the questions left', async () => {
    const learner = await signedInAs(t, 'student');
    const response = await ask(learner.cookie, 'how do i reset my pasword');
    expect(response.statusCode).toBe(200);
    const answer = askResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ kind: 'knowledge', provider: 'built-in', queriesRemaining: 2 });
    expect(answer.sources).toEqual([{ id: 'forgot-password', title: 'Resetting a forgotten password', url: '/forgot-password', category: 'Account' }]);
    expect(answer.content).toContain('Source: Resetting a forgotten password (/forgot-password)');
  });

  it('says it does not know, pointing to /faqs and /support, rather than guess', async () => {
    const learner = await signedInAs(t, 'student');
    const answer = askResponseSchema.parse((await ask(learner.cookie, 'who won the soccer last night')).json());
    expect(answer).toMatchObject({ kind: 'not-sure', sources: [] });
    expect(answer.content).toMatch(/^I'm not sure/);
    expect(answer.content).toContain('/faqs');
    expect(answer.content).toContain('/support');
  });

  it('gives a Starter learner 3 questions a South African day, then 429 DAILY_LIMIT, and 3 more after midnight', async () => {
    clock.now = new Date('2026-03-01T21:50:00Z');
    const learner = await signedInAs(t, 'student');
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) remaining.push(askResponseSchema.parse((await ask(learner.cookie, 'what is APS')).json()).queriesRemaining);
    expect(remaining).toEqual([2, 1, 0]);
    const refused = await ask(learner.cookie, 'what is APS');
    expect(refused.statusCode).toBe(429);
    const body = dailyLimitErrorSchema.parse(refused.json());
    expect(body).toMatchObject({ queriesRemaining: 0, limit: 3, resetsAt: '2026-03-01T22:00:00.000Z' });
    expect(body.error.message).toContain('Starter');
    // A refused question is not stored and not counted.
    expect(await t.database.db.$count(assistantExchanges, eq(assistantExchanges.userId, learner.id))).toBe(3);

    clock.advance(11 * MINUTE); // 00:01 in South Africa: a new day.
    const quota = assistantQuotaSchema.parse((await call(t.app, 'GET', '/api/assistant/quota', { cookie: learner.cookie })).json());
    expect(quota).toMatchObject({ tier: 'basic', limit: 3, used: 0, queriesRemaining: 3 });
    expect((await ask(learner.cookie, 'what is APS')).statusCode).toBe(200);
  });

  it('sets the quota by the Thandi tier of the plan (Essential: guidance, 20)', async () => {
    const learner = await signedInAs(t, 'student');
    await t.database.db.insert(userPlans).values({ userId: learner.id, planId: 'essential', active: true });
    const quota = assistantQuotaSchema.parse((await call(t.app, 'GET', '/api/assistant/quota', { cookie: learner.cookie })).json());
    expect(quota).toMatchObject({ planId: 'essential', tier: 'guidance', limit: 20, queriesRemaining: 20 });
    expect(askResponseSchema.parse((await ask(learner.cookie, 'what is APS')).json()).queriesRemaining).toBe(19);
  });

  it('does not give questions back when the history is deleted', async () => {
    const learner = await signedInAs(t, 'student');
    await ask(learner.cookie, 'what is APS');
    await call(t.app, 'DELETE', '/api/assistant/messages', { cookie: learner.cookie });
    const quota = assistantQuotaSchema.parse((await call(t.app, 'GET', '/api/assistant/quota', { cookie: learner.cookie })).json());
    expect(quota.used).toBe(1);
  });

  it("answers own-data questions from the asker's rows only", async () => {
    const first = await signedInAs(t, 'student');
    const second = await signedInAs(t, 'student');
    // Levels 7,7,7,7,7,7: APS 42. And levels 3 x 6: APS 18.
    await giveMarks(
      first.id,
      ['English Home Language', 'Mathematics', 'Physical Sciences', 'Life Sciences', 'Geography', 'Accounting'].map((s) => [s, 85]),
    );
    await giveMarks(
      second.id,
      ['English Home Language', 'Mathematics', 'Physical Sciences', 'Life Sciences', 'Geography', 'Accounting'].map((s) => [s, 45]),
    );
    const firstAnswer = askResponseSchema.parse((await ask(first.cookie, 'what is my aps')).json());
    const secondAnswer = askResponseSchema.parse((await ask(second.cookie, 'wat is my punte')).json());
    expect(firstAnswer).toMatchObject({ kind: 'own-data', intent: 'aps', sources: [{ id: 'own-data:aps', url: '/programs' }] });
    expect(firstAnswer.content).toContain('Your APS is 42 out of 42');
    expect(secondAnswer.content).toContain('Your APS is 18 out of 42');
    expect(secondAnswer.content).not.toContain('42 out of 42');

    const noMarks = await signedInAs(t, 'student');
    const documents = askResponseSchema.parse((await ask(noMarks.cookie, 'what do i still need to upload')).json());
    expect(documents).toMatchObject({ intent: 'documents' });
    expect(documents.content).toContain('You still need to upload: ID Document, Grade 12 Results.');
    const applications = askResponseSchema.parse((await ask(noMarks.cookie, 'where is my application')).json());
    expect(applications.content).toContain('You have no applications yet.');
  });

  it('lists, marks and deletes the learner’s own history, and nobody else’s', async () => {
    const learner = await signedInAs(t, 'student');
    const other = await signedInAs(t, 'student');
    const answer = askResponseSchema.parse((await ask(learner.cookie, 'is kusasa free')).json());
    clock.advance(1000); // the test clock stands still; a learner's questions are never in the same millisecond
    await ask(learner.cookie, 'what is APS');

    const history = historyResponseSchema.parse((await call(t.app, 'GET', '/api/assistant/messages', { cookie: learner.cookie })).json());
    expect(history.exchanges.map((e) => e.question)).toEqual(['is kusasa free', 'what is APS']);
    expect(historyResponseSchema.parse((await call(t.app, 'GET', '/api/assistant/messages', { cookie: other.cookie })).json()).exchanges).toEqual([]);

    const feedbackUrl = `/api/assistant/messages/${answer.messageId}/feedback`;
    expect((await call(t.app, 'PUT', feedbackUrl, { cookie: other.cookie, payload: { helpful: false } })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', feedbackUrl, { cookie: learner.cookie, payload: { helpful: true } })).json()).toEqual({
      id: answer.messageId,
      helpful: true,
    });

    expect((await call(t.app, 'DELETE', `/api/assistant/messages/${answer.messageId}`, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/assistant/messages/${answer.messageId}`, { cookie: learner.cookie })).json()).toEqual({ deleted: 1 });
    expect((await call(t.app, 'DELETE', '/api/assistant/messages', { cookie: learner.cookie })).json()).toEqual({ deleted: 1 });
  });

  it('refuses an empty or whitespace message and a signed-out caller', async () => {
    const learner = await signedInAs(t, 'student');
    const blank = await ask(learner.cookie, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { message: assistantTexts.emptyMessage } } });
    expect((await call(t.app, 'POST', '/api/assistant/messages', { payload: { message: 'hi' } })).statusCode).toBe(401);
  });

  it('streams an answer as server-sent events ending with the stored answer', async () => {
    const learner = await signedInAs(t, 'student');
    const response = await call(t.app, 'POST', '/api/assistant/messages/stream', {
      cookie: learner.cookie,
      payload: { message: 'how do i cancel my subscription' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(response.body);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(5);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const answer = askResponseSchema.parse(done.data);
    expect(deltas.join('')).toBe(answer.content);
    expect(answer.sources[0]?.id).toBe('cancel-plan');
  });

  it('refuses a streamed question over the quota with the same JSON 429, before any stream', async () => {
    const learner = await signedInAs(t, 'student');
    await t.database.db.insert(assistantDailyUsage).values({ userId: learner.id, day: assistantDayOf(clock.read()), used: 3 });
    const response = await call(t.app, 'POST', '/api/assistant/messages/stream', { cookie: learner.cookie, payload: { message: 'what is APS' } });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ error: { code: 'DAILY_LIMIT' }, queriesRemaining: 0 });
  });

  it('lists at least 30 FAQs from the knowledge base, publicly, in the seed categories', async () => {
    const response = await call(t.app, 'GET', '/api/faqs');
    expect(response.statusCode).toBe(200);
    const list = faqListSchema.parse(response.json());
    expect(list.categories).toEqual(['Account', 'Support', 'Applications', 'AI Assistant', 'Billing', 'Privacy']);
    expect(list.faqs.length).toBeGreaterThanOrEqual(30);
    for (const category of list.categories)
      expect(
        list.faqs.some((faq) => faq.category === category),
        category,
      ).toBe(true);
  });

  it('puts the history in "Your data" and removes it with the account', async () => {
    const learner = await signedInAs(t, 'student');
    const answer = askResponseSchema.parse((await ask(learner.cookie, 'is kusasa free')).json());
    const exported = accountExportSchema.parse((await call(t.app, 'GET', '/api/account/export', { cookie: learner.cookie })).json());
    expect(exported.assistant.exchanges).toEqual([expect.objectContaining({ id: answer.messageId, question: 'is kusasa free' })]);
    expect(exported.assistant.dailyUsage).toEqual([expect.objectContaining({ used: 1 })]);

    const deleted = await call(t.app, 'POST', '/api/account/delete', { cookie: learner.cookie, payload: { password: STRONG_PASSWORD, confirm: 'DELETE' } });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await t.database.db.$count(assistantExchanges, eq(assistantExchanges.userId, learner.id))).toBe(0);
    expect(await t.database.db.$count(assistantDailyUsage, eq(assistantDailyUsage.userId, learner.id))).toBe(0);
  });
});

function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}
