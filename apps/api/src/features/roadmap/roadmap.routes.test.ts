import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_IDS } from '@kusasa/domain/rules/career-assessment';
import { roadmapTexts } from '@kusasa/domain/roadmap-texts';
import { roadmapSchema, type Roadmap } from '@kusasa/domain/schemas/roadmap';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { fundingReadiness, nsfasCycles } from '../../db/schema/funding.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The personalised roadmap (issue 31, Pro + AI): a learner's own applications, closing dates,
// Career Assessment and NSFAS window, planned week by week; below Pro + AI an upgrade message.

// 09:00 on Tuesday 1 September 2026 in Johannesburg.
const clock = testClock('2026-09-01T07:00:00Z');
let t: TestApp;
const uni = randomUUID();
const nursing = randomUUID();
const computing = randomUUID();

beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
  const { db } = t.database;
  await db.insert(institutions).values({ id: uni, slug: `rm-${uni}`, name: 'Roadmap University', type: 'university', province: 'Gauteng' });
  const programme = (id: string, name: string, faculty: string, closesOn: string) => ({
    id,
    slug: `rm-p-${id}`,
    institutionId: uni,
    name,
    faculty,
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
    closesOn,
  });
  await db
    .insert(programmes)
    .values([
      programme(nursing, 'Bachelor of Nursing', 'Health Sciences', '2026-09-30'),
      programme(computing, 'BSc Computer Science', 'Science', '2026-10-31'),
    ]);
  await db.insert(nsfasCycles).values({
    fundingYear: 2027,
    opensOn: '2026-08-01',
    closesOn: '2026-11-15',
    appealDays: 30,
    sourceTitle: 'NSFAS 2027 applications',
    sourceUrl: 'https://www.nsfas.org.za/',
    checkedOn: '2026-08-01',
  });
});
afterAll(() => t.close());

async function learnerOn(planId: 'starter' | 'essential' | 'pro-ai') {
  const learner = await signedInAs(t, 'student');
  if (planId !== 'starter') await t.database.db.insert(userPlans).values({ userId: learner.id, planId, active: true });
  return learner;
}

async function roadmapOf(cookie: string): Promise<Roadmap> {
  const response = await call(t.app, 'GET', '/api/roadmap', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return roadmapSchema.parse(response.json());
}

const tasksOf = (roadmap: Roadmap) => roadmap.weeks.flatMap((week) => week.tasks.map((task) => ({ ...task, week: week.number })));

async function draftFor(userId: string, programId: string) {
  const [row] = await t.database.db
    .insert(applications)
    .values({ userId, institutionId: uni, programId, status: 'draft', createdAt: clock.now, updatedAt: clock.now })
    .returning({ id: applications.id });
  return row!.id;
}

describe('GET /api/roadmap', () => {
  it('is a learner’s own: 401 signed out, 403 for other accounts', async () => {
    expect((await call(t.app, 'GET', '/api/roadmap')).statusCode).toBe(401);
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await call(t.app, 'GET', '/api/roadmap', { cookie: sponsor.cookie })).statusCode).toBe(403);
  });

  it.each(['starter', 'essential'] as const)('tells a %s learner it is part of Pro + AI, with the way to upgrade', async (planId) => {
    const { cookie } = await learnerOn(planId);
    const response = await call(t.app, 'GET', '/api/roadmap', { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      upgradeUrl: '/pricing',
      requiredPlan: 'pro-ai',
      error: { code: 'PLAN_LIMIT', message: roadmapTexts.planRequired },
    });
  });

  it('plans a Pro + AI learner’s own draft, assessment and NSFAS, and ticks what is done', async () => {
    const learner = await learnerOn('pro-ai');
    const someoneElse = await learnerOn('pro-ai');
    const draft = await draftFor(learner.id, nursing);
    await draftFor(someoneElse.id, computing);
    const investigative = { ...Object.fromEntries(STATEMENT_IDS.map((id) => [id, 1])), i1: 5, i2: 5 };
    const assessed = await call(t.app, 'POST', '/api/guidance/career-assessment', { cookie: learner.cookie, payload: { answers: investigative } });
    expect(assessed.statusCode, assessed.body).toBe(200);

    const before = tasksOf(await roadmapOf(learner.cookie));
    const submit = before.find((task) => task.id === `submit-application:${draft}`);
    expect(submit).toMatchObject({ done: false, dueOn: '2026-09-30', week: 4 });
    expect(submit?.title).toBe('Finish and submit your application for Bachelor of Nursing at Roadmap University (closes 30 September 2026)');
    expect(before.find((task) => task.id === 'take-assessment')).toMatchObject({ done: true });
    expect(before.find((task) => task.id === `consider-programme:${computing}`)).toMatchObject({
      done: false,
      title: 'Consider BSc Computer Science at Roadmap University: it matches your Career Assessment',
    });
    expect(before.find((task) => task.id === 'apply-nsfas')).toMatchObject({ done: false, dueOn: '2026-11-15' });
    // Nobody else's application appears.
    expect(before.map((task) => task.id).filter((id) => id.startsWith('submit-application:'))).toEqual([`submit-application:${draft}`]);

    await t.database.db.update(applications).set({ status: 'submitted' }).where(eq(applications.id, draft));
    await t.database.db
      .insert(fundingReadiness)
      .values({ userId: learner.id, answers: {}, nsfasStatus: 'submitted', statusSetBy: 'learner', statusChangedAt: clock.now });
    const after = tasksOf(await roadmapOf(learner.cookie));
    expect(after.find((task) => task.id === `submit-application:${draft}`)).toMatchObject({ done: true });
    expect(after.find((task) => task.id === `interview-practice:${draft}`)).toMatchObject({ done: false, link: `/interview-practice?application=${draft}` });
    expect(after.find((task) => task.id === 'apply-nsfas')).toMatchObject({ done: true });
  });

  it('leaves out an application whose closing date has passed', async () => {
    // A month on (the learner signs in then: a jump of weeks ends sessions).
    clock.now = new Date('2026-10-02T07:00:00Z');
    try {
      const learner = await learnerOn('pro-ai');
      const draft = await draftFor(learner.id, nursing);
      const roadmap = await roadmapOf(learner.cookie);
      expect(tasksOf(roadmap).map((task) => task.id)).not.toContain(`submit-application:${draft}`);
      expect(roadmap.weeks.every((week) => week.tasks.every((task) => task.dueOn === null || task.dueOn >= week.startsOn))).toBe(true);
    } finally {
      clock.now = new Date('2026-09-01T07:00:00Z');
    }
  });
});
