import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeListSchema } from '@kusasa/domain/schemas/catalogue';
import { managedProgrammeListSchema } from '@kusasa/domain/schemas/institution-workspace/programmes';
import { programmes } from '../../db/schema/programmes.ts';
import { catalogueInstitution, signedInMember } from '../../test/institution-members.ts';
import { call } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The institution edits its own programmes; the learners' catalogue reads the same rows and shows
// when the institution last changed one. Another institution's programme id answers 404.

let t: TestApp;
let mine: { id: string };
let theirs: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  mine = await catalogueInstitution(t.database.db, 'Programme Test University');
  theirs = await catalogueInstitution(t.database.db, 'Programme Other College');
});
afterAll(() => t.close());

const input = {
  name: 'BSc Computer Science',
  faculty: 'Science',
  qualificationType: 'Degree',
  durationYears: 3,
  nqfLevel: 7,
  minAps: 30,
  subjectMinimums: [{ subject: 'Mathematics', minLevel: 5 }],
  places: 120,
  openForIntake: true,
};

describe('institution programmes', () => {
  it('adds and edits its programmes, stamping the change the learners then see', async () => {
    const lead = await signedInMember(t, mine.id);
    // The catalogue keeps its lists for a minute; an institution's change must not wait for that.
    expect((await call(t.app, 'GET', `/api/programs?institutionId=${mine.id}`)).json()).toEqual({ programs: [] });
    const created = await call(t.app, 'POST', '/api/institution/programmes', { cookie: lead.cookie, payload: input });
    expect(created.statusCode, created.body).toBe(201);
    const { id, updatedByInstitutionAt } = created.json<{ id: string; updatedByInstitutionAt: string }>();
    expect(updatedByInstitutionAt).toBeTruthy();
    const edited = await call(t.app, 'PUT', `/api/institution/programmes/${id}`, {
      cookie: lead.cookie,
      payload: { ...input, places: 80, openForIntake: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ places: 80, openForIntake: false, apsPackId: 'common', nqfLevel: 7 });
    const list = managedProgrammeListSchema.parse((await call(t.app, 'GET', '/api/institution/programmes', { cookie: lead.cookie })).json());
    expect(list.rulePack).toMatchObject({ id: 'common' });
    expect(list.programmes.map((row) => row.id)).toEqual([id]);

    const catalogue = programmeListSchema.parse((await call(t.app, 'GET', `/api/programs?institutionId=${mine.id}`)).json());
    expect(catalogue.programs).toEqual([expect.objectContaining({ id, name: 'BSc Computer Science', updatedByInstitutionAt: expect.any(String) as unknown })]);
  });

  it('refuses bad input with 400 and changes nothing, and a minimum above the rule pack’s maximum', async () => {
    const lead = await signedInMember(t, mine.id);
    const { id } = (await call(t.app, 'POST', '/api/institution/programmes', { cookie: lead.cookie, payload: { ...input, name: 'BCom Accounting' } })).json<{
      id: string;
    }>();
    for (const bad of [
      { name: '' },
      { minAps: -1 },
      { minAps: 9999 },
      { places: 1.5 },
      { durationYears: 50 },
      { nqfLevel: 11 },
      { nqfLevel: 6.5 },
      { subjectMinimums: [{ subject: 'Maths', minLevel: 9 }] },
    ]) {
      const response = await call(t.app, 'PUT', `/api/institution/programmes/${id}`, { cookie: lead.cookie, payload: { ...input, ...bad } });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const [row] = await t.database.db.select().from(programmes).where(eq(programmes.id, id));
    expect(row).toMatchObject({ name: 'BCom Accounting', minAps: 30, places: 120 });
  });

  it('answers 404 for another institution’s programme id, and 403 to a reviewer who changes one', async () => {
    const otherLead = await signedInMember(t, theirs.id);
    const { id } = (await call(t.app, 'POST', '/api/institution/programmes', { cookie: otherLead.cookie, payload: input })).json<{ id: string }>();
    const lead = await signedInMember(t, mine.id);
    expect((await call(t.app, 'PUT', `/api/institution/programmes/${id}`, { cookie: lead.cookie, payload: input })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `/api/institution/programmes/${randomUUID()}`, { cookie: lead.cookie, payload: input })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(programmes).where(eq(programmes.id, id));
    expect(row?.institutionId).toBe(theirs.id);
    const reviewer = await signedInMember(t, mine.id, 'reviewer');
    expect((await call(t.app, 'POST', '/api/institution/programmes', { cookie: reviewer.cookie, payload: input })).statusCode).toBe(403);
  });
});
