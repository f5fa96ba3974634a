import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestimonialListSchema, adminTestimonialSchema, myTestimonialSchema, publicTestimonialListSchema } from '@kusasa/domain/schemas/testimonials';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { testimonials } from '../../db/schema/testimonials.ts';
import { users } from '../../db/schema/users.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Learner stories: only after an application is submitted; shown only once an admin approves
// (audited); never with the learner's account details.

const clock = testClock('2026-03-10T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const story = { displayName: 'Lerato M.', context: 'Grade 12 learner, Limpopo', story: 'Kusasa helped me apply to three universities from my phone.' };
const share = (cookie: string, body: unknown = story) => call(t.app, 'PUT', '/api/testimonials/mine', { cookie, payload: body });
const published = async () => publicTestimonialListSchema.parse((await call(t.app, 'GET', '/api/testimonials')).json()).testimonials;

async function learnerWithApplication(status = 'submitted') {
  const learner = await signedInAs(t, 'student');
  await t.database.db.insert(applications).values({ userId: learner.id, status });
  return learner;
}

describe('learner stories', () => {
  it('refuses a story before an application is submitted (a draft is not enough), storing nothing', async () => {
    const learner = await learnerWithApplication('draft');
    expect(myTestimonialSchema.parse((await call(t.app, 'GET', '/api/testimonials/mine', { cookie: learner.cookie })).json())).toEqual({
      eligible: false,
      testimonial: null,
    });
    const response = await share(learner.cookie);
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select().from(testimonials).where(eq(testimonials.userId, learner.id))).toEqual([]);
  });

  it('keeps a story pending until an admin approves it, then shows it without the account; audited', async () => {
    const learner = await learnerWithApplication();
    const admin = await signedInAs(t, 'admin');
    const saved = await share(learner.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'pending', displayName: 'Lerato M.' });
    expect(await published()).toEqual([]);

    const pending = adminTestimonialListSchema.parse(
      (await call(t.app, 'GET', '/api/admin/testimonials?status=pending', { cookie: admin.cookie })).json(),
    ).testimonials;
    const id = pending.find((item) => item.displayName === 'Lerato M.')?.id ?? '';
    clock.advance(60_000);
    const approved = await call(t.app, 'POST', `/api/admin/testimonials/${id}/review`, { cookie: admin.cookie, payload: { status: 'approved' } });
    expect(adminTestimonialSchema.parse(approved.json())).toMatchObject({ status: 'approved', reviewedAt: clock.now.toISOString() });
    const shown = await published();
    expect(shown).toEqual([{ id, displayName: 'Lerato M.', context: story.context, story: story.story, approvedAt: clock.now.toISOString() }]);
    expect(JSON.stringify(shown)).not.toContain(learner.email);
    const audit = await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.category, 'ADMIN_ACTION'), sql`${systemErrorLogs.details}->>'target_id' = ${id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['TESTIMONIAL_APPROVED']);

    // Changing the story takes it off the page until it is approved again.
    await share(learner.cookie, { ...story, story: 'Changed my mind about the words.' });
    expect(await published()).toEqual([]);
    // It goes with the account.
    await t.database.db.delete(users).where(eq(users.id, learner.id));
    expect(await t.database.db.select().from(testimonials).where(eq(testimonials.id, id))).toEqual([]);
  });

  it('refuses an empty story with field messages', async () => {
    const learner = await learnerWithApplication();
    const response = await share(learner.cookie, { displayName: '', context: 'x', story: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      displayName: 'Please enter the name to show',
      story: 'Please write your story',
    });
  });

  it('is for students to share and admins to review; 404 for an unknown story', async () => {
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await share(sponsor.cookie)).statusCode).toBe(403);
    const learner = await signedInAs(t, 'student');
    expect((await call(t.app, 'GET', '/api/admin/testimonials', { cookie: learner.cookie })).statusCode).toBe(403);
    const admin = await signedInAs(t, 'admin');
    const unknown = await call(t.app, 'POST', '/api/admin/testimonials/00000000-0000-4000-8000-000000000000/review', {
      cookie: admin.cookie,
      payload: { status: 'approved' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
