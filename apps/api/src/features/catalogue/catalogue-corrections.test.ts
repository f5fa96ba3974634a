import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCoverageListSchema } from '@kusasa/domain/schemas/catalogue-corrections';
import { institutionDetailSchema, institutionListSchema, programmeListSchema } from '@kusasa/domain/schemas/catalogue';
import { managedProgrammeListSchema } from '@kusasa/domain/schemas/institution-workspace/programmes';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readReferenceCatalogue, seedReferenceCatalogue } from './catalogue.seed.ts';

// Issue 26: an admin corrects the catalogue in the app; the change is audited and the seed leaves it alone.
describe('admin corrections of the catalogue', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let student: Awaited<ReturnType<typeof signedInAs>>;
  const audited = (action: string) =>
    t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.action, action), eq(systemErrorLogs.userId, admin.id)));

  beforeAll(async () => {
    t = await createTestApp({ seedCatalogue: true });
    admin = await signedInAs(t, 'admin');
    student = await signedInAs(t, 'student');
  });
  afterAll(() => t.close());

  const coverage = async () =>
    catalogueCoverageListSchema.parse((await call(t.app, 'GET', '/api/admin/catalogue', { cookie: admin.cookie })).json()).institutions;

  it('lists all 76 institutions with their programme counts, for admins only', async () => {
    const rows = await coverage();
    expect(rows).toHaveLength(76);
    for (const file of readReferenceCatalogue().files) {
      const row = rows.find((entry) => entry.slug === file.institutionSlug)!;
      expect(row.programmeCount, file.institutionSlug).toBe(file.programmes.length);
      expect(row.programmesNotPublished).toBe(file.programmesNotPublished);
    }
    expect((await call(t.app, 'GET', '/api/admin/catalogue', { cookie: student.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/catalogue')).statusCode).toBe(401);
  });

  it("corrects an institution's facts: learners see it at once, the audit log keeps what changed, a bad address changes nothing", async () => {
    const [target] = await coverage();
    const bad = await call(t.app, 'PUT', `/api/admin/catalogue/institutions/${target!.id}`, {
      cookie: admin.cookie,
      payload: { applyUrl: 'javascript:alert(1)', programmesNotPublished: null, apsRuleNote: null },
    });
    expect(bad.statusCode).toBe(400);
    expect((await coverage())[0]).toEqual(target);

    const body = { applyUrl: 'https://apply.example.ac.za', programmesNotPublished: target!.programmesNotPublished, apsRuleNote: 'Counts Life Orientation.' };
    const saved = await call(t.app, 'PUT', `/api/admin/catalogue/institutions/${target!.id}`, { cookie: admin.cookie, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, correctedAt: expect.any(String) as unknown });

    const detail = institutionDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/institutions/${target!.id}` })).json());
    expect(detail.applyUrl).toBe('https://apply.example.ac.za');
    expect(detail.coverage.apsRuleNote).toBe('Counts Life Orientation.');
    const listed = institutionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/institutions' })).json()).institutions;
    expect(listed.find((row) => row.id === target!.id)?.applyUrl).toBe('https://apply.example.ac.za');

    const [entry] = await audited('CATALOGUE_INSTITUTION_CORRECTED');
    expect(entry?.details).toMatchObject({ institution_id: target!.id, changes: { applyUrl: { from: target!.applyUrl, to: 'https://apply.example.ac.za' } } });
  });

  it('corrects a programme for any institution: learners see it, it is audited field by field, and a re-seed keeps it', async () => {
    const wits = (await coverage()).find((row) => row.slug === 'wits')!;
    const base = `/api/admin/catalogue/institutions/${wits.id}/programmes`;
    const list = managedProgrammeListSchema.parse((await call(t.app, 'GET', base, { cookie: admin.cookie })).json());
    const programme = list.programmes[0]!;
    const input = {
      name: programme.name,
      faculty: programme.faculty,
      qualificationType: programme.qualificationType,
      durationYears: programme.durationYears,
      nqfLevel: 7,
      minAps: 38,
      subjectMinimums: programme.subjectMinimums,
      places: null,
      openForIntake: true,
    };
    expect((await call(t.app, 'PUT', `${base}/${programme.id}`, { cookie: admin.cookie, payload: { ...input, minAps: 99 } })).statusCode).toBe(400);
    const saved = await call(t.app, 'PUT', `${base}/${programme.id}`, { cookie: admin.cookie, payload: input });
    expect(saved.statusCode, saved.body).toBe(200);

    const learnerView = programmeListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/programs?institutionId=${wits.id}` })).json()).programs;
    expect(learnerView.find((row) => row.id === programme.id)).toMatchObject({ minAps: 38, nqfLevel: 7 });
    const [entry] = await audited('CATALOGUE_PROGRAMME_CORRECTED');
    expect(entry?.details).toMatchObject({ programme_id: programme.id, changes: { minAps: { from: programme.minAps, to: 38 } } });

    // The next start re-seeds from the files (here: a forced run); the correction stays.
    await t.database.db.execute("update seed_runs set version = 0 where name = 'reference-catalogue'");
    expect(await seedReferenceCatalogue(t.database.db)).toBe('seeded');
    const [row] = await t.database.db.select().from(programmes).where(eq(programmes.id, programme.id));
    expect(row).toMatchObject({ minAps: 38, nqfLevel: 7, correctedAt: expect.any(Date) as unknown, updatedByInstitutionAt: null });

    // Another institution's programme id under this institution's address is not found.
    const other = (await coverage()).find((r) => r.slug === 'uct')!;
    expect(
      (await call(t.app, 'PUT', `/api/admin/catalogue/institutions/${other.id}/programmes/${programme.id}`, { cookie: admin.cookie, payload: input }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'PUT', `${base}/${programme.id}`, { cookie: student.cookie, payload: input })).statusCode).toBe(403);
  });
});
