import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewPracticeTexts } from '@kusasa/domain/roadmap-texts';
import { INTERVIEW_QUESTIONS } from '@kusasa/domain/rules/interview-practice';
import { interviewPracticeSchema } from '@kusasa/domain/schemas/roadmap';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Interview practice (issue 31, Pro + AI): the questions for the field of one of the learner's own
// applications, or a field they choose; below Pro + AI an upgrade message.

let t: TestApp;
const uni = randomUUID();
const nursing = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(institutions).values({ id: uni, slug: `ip-${uni}`, name: 'Practice University', type: 'university', province: 'Limpopo' });
  await db.insert(programmes).values({
    id: nursing,
    slug: `ip-p-${nursing}`,
    institutionId: uni,
    name: 'Bachelor of Nursing',
    faculty: 'Health Sciences',
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
  });
});
afterAll(() => t.close());

async function learnerWithApplication(planId: 'starter' | 'pro-ai') {
  const learner = await signedInAs(t, 'student');
  if (planId !== 'starter') await t.database.db.insert(userPlans).values({ userId: learner.id, planId, active: true });
  const now = new Date();
  const [row] = await t.database.db
    .insert(applications)
    .values({ userId: learner.id, institutionId: uni, programId: nursing, status: 'submitted', createdAt: now, updatedAt: now })
    .returning({ id: applications.id });
  return { ...learner, applicationId: row!.id };
}

const practiceOf = (cookie: string, query = '') => call(t.app, 'GET', `/api/interview-practice${query}`, { cookie });

describe('GET /api/interview-practice', () => {
  it('tells a Starter learner it is part of Pro + AI, with the way to upgrade', async () => {
    const { cookie } = await learnerWithApplication('starter');
    const response = await practiceOf(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ upgradeUrl: '/pricing', error: { code: 'PLAN_LIMIT', message: interviewPracticeTexts.planRequired } });
  });

  it('gives a Pro + AI learner the questions for their own application’s field', async () => {
    const { cookie, applicationId } = await learnerWithApplication('pro-ai');
    const first = interviewPracticeSchema.parse((await practiceOf(cookie)).json());
    expect(first.applications).toEqual([
      { id: applicationId, programmeName: 'Bachelor of Nursing', institutionName: 'Practice University', field: 'health-sciences' },
    ]);
    expect(first.selected).toEqual({ field: 'health-sciences', name: INTERVIEW_QUESTIONS['health-sciences'].name, applicationId });
    expect(first.questions).toEqual(INTERVIEW_QUESTIONS['health-sciences'].questions);
    const chosen = interviewPracticeSchema.parse((await practiceOf(cookie, `?application=${applicationId}`)).json());
    expect(chosen.selected.applicationId).toBe(applicationId);
  });

  it('gives another field when asked, and refuses an application that is not the learner’s', async () => {
    const { cookie } = await learnerWithApplication('pro-ai');
    const other = await learnerWithApplication('pro-ai');
    const law = interviewPracticeSchema.parse((await practiceOf(cookie, '?field=law')).json());
    expect(law.selected).toMatchObject({ field: 'law', applicationId: null });
    expect(law.questions[2]?.question).toBe('Why do you want to study law?');
    expect((await practiceOf(cookie, `?application=${other.applicationId}`)).statusCode).toBe(404);
    expect((await practiceOf(cookie, '?field=astrology')).statusCode).toBe(400);
  });
});
