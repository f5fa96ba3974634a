import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeListSchema } from '@kusasa/domain/schemas/catalogue';
import { myApsSchema, programmeEligibilityListSchema } from '@kusasa/domain/schemas/my-aps';
import { programmes } from '../../db/schema/programmes.ts';
import { educationRecords, subjectMarks } from '../../db/schema/student-profile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, signedInAs } from '../../test/signed-in.ts';

type Mark = [subject: string, mark: number];

// Levels 6, 5, 5, 6, 5, 7: APS 34 by the common rule; Life Orientation is not counted.
const GRADE12: Mark[] = [
  ['English Home Language', 75],
  ['Mathematics', 65],
  ['Physical Sciences', 60],
  ['Life Sciences', 70],
  ['Geography', 65],
  ['Accounting', 80],
  ['Life Orientation', 90],
];
const GRADE11: Mark[] = GRADE12.map(([subject]) => [subject, 45]);

describe('GET /api/aps/me and GET /api/programs/eligibility', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedCatalogue: true });
  });
  afterAll(() => t.close());

  async function saveMarks(userId: string, sitting: string, marks: { grade11?: Mark[]; grade12?: Mark[] }) {
    const [record] = await t.database.db
      .insert(educationRecords)
      .values({ userId, schoolName: 'Soweto High', province: 'Gauteng', completionYear: 2026, grade12Sitting: sitting })
      .returning({ id: educationRecords.id });
    const rows = (['grade11', 'grade12'] as const).flatMap((gradeLevel) =>
      (marks[gradeLevel] ?? []).map(([subjectName, mark], position) => ({ educationRecordId: record!.id, subjectName, gradeLevel, mark, position })),
    );
    if (rows.length > 0) await t.database.db.insert(subjectMarks).values(rows);
  }

  const myAps = async (cookie: string) => {
    const response = await call(t.app, 'GET', '/api/aps/me', { cookie });
    expect(response.statusCode).toBe(200);
    return myApsSchema.parse(response.json());
  };
  const eligibility = async (cookie: string) => {
    const response = await call(t.app, 'GET', '/api/programs/eligibility', { cookie });
    expect(response.statusCode).toBe(200);
    return programmeEligibilityListSchema.parse(response.json()).results;
  };
  const programmeIdBySlug = async (slug: string) =>
    (await t.database.db.select({ id: programmes.id }).from(programmes).where(eq(programmes.slug, slug)))[0]!.id;

  it("scores the learner's Grade 12 marks when there are any, with every rule pack", async () => {
    const learner = await signedInAs(t, 'student');
    await saveMarks(learner.id, 'trial', { grade11: GRADE11, grade12: GRADE12 });
    const aps = await myAps(learner.cookie);
    expect(aps).toMatchObject({ hasMarks: true, source: 'grade12', sitting: 'grade12-trial', score: 34, passType: 'bachelor' });
    expect(aps.countedSubjects.map((s) => s.subject)).not.toContain('Life Orientation');
    expect(aps.countedSubjects).toHaveLength(6);
    expect(aps).toMatchObject({ maxScore: 42, unit: 'aps', unitLabel: 'APS' });
    expect(aps.packs.map((p) => p.packId)).toEqual(['common', 'tut', 'ukzn-cao', 'kzn-cao', 'wits', 'ufs', 'wsu', 'uct', 'uct-science', 'nmu']);
    expect(aps.packs.find((p) => p.packId === 'common')).toMatchObject({ score: 34, maxScore: 42, unit: 'aps', unitLabel: 'APS' });
    // NMU's Applicant Score is its own unit: the six percentages, 75 + 65 + 60 + 70 + 65 + 80.
    expect(aps.packs.find((p) => p.packId === 'nmu')).toMatchObject({
      score: 415,
      maxScore: 600,
      unit: 'applicant-score',
      unitLabel: 'Applicant Score',
      institutionSlugs: ['nmu'],
    });
    expect(aps.packs.find((p) => p.packId === 'uct')).toMatchObject({ unit: 'faculty-points-score', unitLabel: 'Faculty Points Score' });
    // NMU's programmes are in the catalogue, so its Applicant Score is reported beside the APS;
    // institutions whose programmes use an APS are not repeated there.
    expect(aps.ownUnitScores).toContainEqual({
      institutionName: 'Nelson Mandela University',
      packId: 'nmu',
      score: 415,
      maxScore: 600,
      unit: 'applicant-score',
      unitLabel: 'Applicant Score',
    });
    expect(aps.ownUnitScores?.every((entry) => entry.unit !== 'aps')).toBe(true);
  });

  it("compares NMU's programmes in Applicant Score, by the learner's Mathematics subject", async () => {
    const llb = await programmeIdBySlug('nmu-llb');
    const withMathematics = await signedInAs(t, 'student');
    await saveMarks(withMathematics.id, 'final', { grade12: GRADE12 });
    expect((await eligibility(withMathematics.cookie)).find((r) => r.programId === llb)).toMatchObject({
      status: 'meets',
      packId: 'nmu',
      score: 415,
      maxScore: 600,
      unit: 'applicant-score',
      unitLabel: 'Applicant Score',
      minAps: 370,
    });

    // Mathematical Literacy: 70 + 60 + 60 + 60 + 65 + 60 = 375 against LLB's 385 for Mathematical Literacy.
    const withMathLit = await signedInAs(t, 'student');
    await saveMarks(withMathLit.id, 'final', {
      grade12: [
        ['isiZulu Home Language', 70],
        ['English First Additional Language', 60],
        ['Mathematical Literacy', 60],
        ['Business Studies', 60],
        ['Tourism', 65],
        ['History', 60],
        ['Life Orientation', 70],
      ],
    });
    expect((await eligibility(withMathLit.cookie)).find((r) => r.programId === llb)).toMatchObject({
      status: 'nearly',
      reasons: [{ kind: 'aps_short', by: 10, unit: 'applicant-score' }],
      texts: ['Applicant Score short by 10'],
      score: 375,
      minAps: 385,
      unit: 'applicant-score',
    });
  });

  it('falls back to Grade 11 marks', async () => {
    const learner = await signedInAs(t, 'student');
    await saveMarks(learner.id, 'final', { grade11: GRADE11 });
    // Six subjects at level 3 (45%): 18.
    expect(await myAps(learner.cookie)).toMatchObject({ hasMarks: true, source: 'grade11', sitting: 'grade11-final', score: 18 });
  });

  it('checks every active programme with reasons computed on the server', async () => {
    const learner = await signedInAs(t, 'student');
    await saveMarks(learner.id, 'final', { grade12: GRADE12 });
    const results = await eligibility(learner.cookie);
    const all = programmeListSchema.parse((await call(t.app, 'GET', '/api/programs')).json()).programs;
    expect(results.map((r) => r.programId).sort()).toEqual(all.map((p) => p.id).sort());

    const bySlug = async (slug: string) => {
      const id = await programmeIdBySlug(slug);
      return results.find((r) => r.programId === id)!;
    };
    // UP Computer Science: APS 30 with English and Mathematics at level 5.
    expect(await bySlug('up-bsc-computer-science')).toMatchObject({ status: 'meets', reasons: [], texts: [] });
    // UP BCom (Accounting Sciences) needs APS 34 with Mathematics at level 6: one level short is "nearly".
    expect(await bySlug('up-bcom-accounting-sciences')).toMatchObject({
      status: 'nearly',
      reasons: [{ kind: 'mark_too_low', subject: 'Mathematics', needed: 70, got: 65 }],
      packId: 'common',
      score: 34,
      maxScore: 42,
      unit: 'aps',
      unitLabel: 'APS',
      minAps: 34,
    });
    // UP MBChB needs 35: one short is "nearly".
    expect(await bySlug('up-mbchb')).toMatchObject({ status: 'nearly', reasons: [{ kind: 'aps_short', by: 1, unit: 'aps' }], texts: ['APS short by 1'] });
    // Wits Applied Computing needs 43 Wits points and more subjects.
    const wits = await bySlug('wits-bsc-applied-computing');
    expect(wits.status).toBe('does_not_meet');
    expect(wits.texts.length).toBeGreaterThan(0);
  });

  it("gives a learner without marks nothing, and never another learner's marks", async () => {
    const withMarks = await signedInAs(t, 'student');
    await saveMarks(withMarks.id, 'final', { grade12: GRADE12 });
    const without = await signedInAs(t, 'student');
    expect(await myAps(without.cookie)).toEqual({
      hasMarks: false,
      source: null,
      sitting: null,
      score: null,
      maxScore: 42,
      unit: 'aps',
      unitLabel: 'APS',
      countedSubjects: [],
      passType: null,
      packs: [],
    });
    expect(await eligibility(without.cookie)).toEqual([]);

    // An education record without any marks is still "no marks".
    const emptyRecord = await signedInAs(t, 'student');
    await saveMarks(emptyRecord.id, 'final', {});
    expect((await myAps(emptyRecord.cookie)).hasMarks).toBe(false);
  });

  it('needs a signed-in student', async () => {
    for (const url of ['/api/aps/me', '/api/programs/eligibility']) {
      expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
      const sponsor = await signedInAs(t, 'sponsor');
      expect((await call(t.app, 'GET', url, { cookie: sponsor.cookie })).statusCode).toBe(403);
    }
  });
});
