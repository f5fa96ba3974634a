import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askResponseSchema } from '@kusasa/domain/schemas/assistant/chat';
import { faqListSchema } from '@kusasa/domain/schemas/assistant/faqs';
import {
  aiInsightsSchema,
  aiQuestionListSchema,
  knowledgeEntrySchema,
  knowledgeListSchema,
  knowledgeTrialResponseSchema,
  knowledgeVersionListSchema,
  previewResponseSchema,
} from '@kusasa/domain/schemas/assistant/knowledge';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('AI Training', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const ask = async (message: string) => {
    const learner = await signedInAs(t, 'student');
    return askResponseSchema.parse((await call(t.app, 'POST', '/api/assistant/messages', { cookie: learner.cookie, payload: { message } })).json());
  };
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => call(t.app, method, url, { cookie: admin.cookie, payload });
  const auditFor = (targetId: string) =>
    t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.category, 'ADMIN_ACTION'), sql`${systemErrorLogs.details}->>'target_id' = ${targetId}`))
      .orderBy(systemErrorLogs.occurredAt);

  it('shows what learners ask without who asked, personal numbers masked, and the weak and unhelpful answers', async () => {
    const learner = await signedInAs(t, 'student');
    const unhelpful = askResponseSchema.parse(
      (
        await call(t.app, 'POST', '/api/assistant/messages', {
          cookie: learner.cookie,
          payload: { message: 'my id 8001015009087 is blocked, call me on 082 123 4567' },
        })
      ).json(),
    );
    await call(t.app, 'PUT', `/api/assistant/messages/${unhelpful.messageId}/feedback`, { cookie: learner.cookie, payload: { helpful: false } });
    await ask('what is the capital of france');

    const all = aiQuestionListSchema.parse((await asAdmin('GET', '/api/admin/assistant/questions')).json());
    const masked = all.questions.find((q) => q.id === unhelpful.messageId)!;
    expect(masked.question).toBe('my id [ID number] is blocked, call me on [phone]');
    expect(JSON.stringify(all)).not.toContain(learner.id);

    const flagged = aiQuestionListSchema.parse((await asAdmin('GET', '/api/admin/assistant/questions?filter=unhelpful')).json());
    expect(flagged.questions.map((q) => q.id)).toEqual([unhelpful.messageId]);
    const unanswered = aiQuestionListSchema.parse((await asAdmin('GET', '/api/admin/assistant/questions?filter=not-sure')).json());
    expect(unanswered.questions.map((q) => q.question)).toContain('what is the capital of france');
    // To review: "not sure" and unhelpful answers together, newest first; a helpful-or-unrated answer is not there.
    const review = aiQuestionListSchema.parse((await asAdmin('GET', '/api/admin/assistant/questions?filter=needs-review')).json());
    const reviewed = review.questions.map((q) => q.question);
    expect(reviewed.indexOf('what is the capital of france')).toBeLessThan(reviewed.indexOf('my id [ID number] is blocked, call me on [phone]'));
    expect(review.questions.every((q) => q.kind === 'not-sure' || q.helpful === false)).toBe(true);

    const insights = aiInsightsSchema.parse((await asAdmin('GET', '/api/admin/assistant/insights')).json());
    expect(insights.total).toBeGreaterThanOrEqual(2);
    expect(insights.unhelpful).toBeGreaterThanOrEqual(1);
    expect(insights.notSure).toBeGreaterThanOrEqual(1);
  });

  it('edits a repo entry as a new audited version that the next answer uses at once', async () => {
    const before = await ask('how do i talk to a real person');
    expect(before.sources[0]?.id).toBe('contact-support');

    const list = knowledgeListSchema.parse((await asAdmin('GET', '/api/admin/assistant/knowledge')).json());
    const entry = list.entries.find((e) => e.id === 'contact-support')!;
    expect(entry).toMatchObject({ origin: 'file', version: 0, status: 'active' });

    const edited = await asAdmin('PUT', '/api/admin/assistant/knowledge/contact-support', {
      ...entry,
      answer: 'Use Contact Us at /support. Replies come within 24 hours, also on public holidays.',
      expectedVersion: 0,
    });
    expect(edited.statusCode).toBe(200);
    expect(knowledgeEntrySchema.parse(edited.json())).toMatchObject({ origin: 'edited', version: 1 });

    const after = await ask('how do i talk to a real person');
    expect(after.content).toContain('also on public holidays');
    const audit = await auditFor('contact-support');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'ASSISTANT_KNOWLEDGE_EDITED', userId: admin.id });
    expect(audit[0]?.details).toMatchObject({ target_type: 'assistant_knowledge', target_id: 'contact-support', version: 1 });

    // Someone editing the version they loaded before that change is refused, and nothing is written.
    const stale = await asAdmin('PUT', '/api/admin/assistant/knowledge/contact-support', { ...entry, answer: 'Old view', expectedVersion: 0 });
    expect(stale.statusCode).toBe(409);
    const versions = knowledgeVersionListSchema.parse((await asAdmin('GET', '/api/admin/assistant/knowledge/contact-support/versions')).json());
    expect(versions.versions.map((v) => v.version)).toEqual([1]);
  });

  it('retires an entry (gone from answers and /faqs) and restores it', async () => {
    const listed = async () => faqListSchema.parse((await call(t.app, 'GET', '/api/faqs')).json()).faqs.map((f) => f.id);
    expect(await listed()).toContain('consultations');

    const retired = await asAdmin('POST', '/api/admin/assistant/knowledge/consultations/retire', { expectedVersion: 0, reason: 'Prices under review' });
    expect(knowledgeEntrySchema.parse(retired.json())).toMatchObject({ status: 'retired', version: 1 });
    expect(await listed()).not.toContain('consultations');
    expect((await ask('how much is a session with a counsellor')).sources[0]?.id).not.toBe('consultations');

    const restored = await asAdmin('POST', '/api/admin/assistant/knowledge/consultations/restore', { expectedVersion: 1 });
    expect(knowledgeEntrySchema.parse(restored.json())).toMatchObject({ status: 'active', version: 2 });
    expect((await auditFor('consultations')).map((e) => e.action)).toEqual(['ASSISTANT_KNOWLEDGE_RETIRED', 'ASSISTANT_KNOWLEDGE_RESTORED']);
  });

  it('adds a new entry that Thandi answers from, and refuses a taken id', async () => {
    const entry = {
      title: 'Open day at Kusasa partner colleges',
      question: 'When is the open day?',
      category: 'Applications',
      sourceUrl: '/institutions',
      answer: 'Each college announces its own open day on its website.',
      keywords: ['open day', 'visit campus'],
    };
    const created = await asAdmin('POST', '/api/admin/assistant/knowledge', entry);
    expect(created.statusCode).toBe(201);
    expect(knowledgeEntrySchema.parse(created.json())).toMatchObject({ id: 'open-day-at-kusasa-partner-colleges', origin: 'stored', version: 1 });
    expect((await ask('when is the open day')).sources[0]?.id).toBe('open-day-at-kusasa-partner-colleges');
    expect((await asAdmin('POST', '/api/admin/assistant/knowledge', { ...entry, id: 'refund-policy' })).statusCode).toBe(409);
    expect((await auditFor('open-day-at-kusasa-partner-colleges'))[0]).toMatchObject({ action: 'ASSISTANT_KNOWLEDGE_ADDED' });

    const preview = previewResponseSchema.parse((await asAdmin('POST', '/api/admin/assistant/preview', { message: 'open day?' })).json());
    expect(preview.sources[0]?.id).toBe('open-day-at-kusasa-partner-colleges');
  });

  it('refuses a bad entry with field messages and writes nothing', async () => {
    const response = await asAdmin('POST', '/api/admin/assistant/knowledge', {
      title: '',
      question: 'Q',
      category: 'Nope',
      sourceUrl: 'javascript:alert(1)',
      answer: '',
    });
    expect(response.statusCode).toBe(400);
    const body: { error: { fields: Record<string, string> } } = response.json();
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(['title', 'category', 'sourceUrl', 'answer']));
  });

  it('is for admins only', async () => {
    const learner = await signedInAs(t, 'student');
    expect((await call(t.app, 'GET', '/api/admin/assistant/knowledge', { cookie: learner.cookie })).statusCode).toBe(403);
    const proposal = {
      entry: { title: 'Gap years', question: 'Should I take a gap year?', category: 'Applications', sourceUrl: '/faqs', answer: 'A gap year...' },
    };
    expect((await call(t.app, 'POST', '/api/admin/assistant/knowledge/trial', { cookie: learner.cookie, payload: proposal })).statusCode).toBe(403);
  });

  it('tries a proposed entry against the held-out set without saving it, refusing a bad one', async () => {
    const entries = async () => knowledgeListSchema.parse((await asAdmin('GET', '/api/admin/assistant/knowledge')).json()).entries.length;
    const before = await entries();
    const bad = await asAdmin('POST', '/api/admin/assistant/knowledge/trial', {
      entry: { title: '', question: 'Q?', category: 'Money', sourceUrl: 'x', answer: '' },
    });
    expect(bad.statusCode).toBe(400);
    const proposal = {
      entry: { title: 'Gap years', question: 'Should I take a gap year?', category: 'Applications', sourceUrl: '/faqs', answer: 'A gap year is a year off.' },
    };
    const tried = knowledgeTrialResponseSchema.parse((await asAdmin('POST', '/api/admin/assistant/knowledge/trial', proposal)).json());
    // Where the held-out file is installed both scores come back; elsewhere neither does.
    expect(tried.before === null).toBe(!tried.available);
    expect(tried.after === null).toBe(!tried.available);
    expect(await entries()).toBe(before);
  });
});
