import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeListSchema } from '@kusasa/domain/schemas/institution-workspace/intakes';
import { institutions } from '../../db/schema/catalogue.ts';
import { catalogueInstitution, signedInMember } from '../../test/institution-members.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 'Complete Setup': the institution's contact details (what learners read in the catalogue) and
// its intakes. Members read, the lead changes, bad input changes nothing, another's id is 404.

let t: TestApp;
let mine: { id: string };
let theirs: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  mine = await catalogueInstitution(t.database.db, 'Setup Test University');
  theirs = await catalogueInstitution(t.database.db, 'Setup Other College');
});
afterAll(() => t.close());

const intake = { name: 'First-year 2027', year: 2027, opensOn: '2026-04-01', closesOn: '2026-09-30', applicationFeeCents: 10000, open: true };

describe('institution contact details', () => {
  it('updates the catalogue row the learners read; rejects bad input; the lead only', async () => {
    const lead = await signedInMember(t, mine.id);
    const reviewer = await signedInMember(t, mine.id, 'reviewer');
    const contact = { contactName: 'Thabo Mokoena', email: 'admissions@setup.example.org', phone: '082 123 4567', website: 'https://setup.example.org' };
    expect((await call(t.app, 'PUT', '/api/institution/contact', { cookie: reviewer.cookie, payload: contact })).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/api/institution/contact', { cookie: lead.cookie, payload: { ...contact, email: 'nope' } })).statusCode).toBe(400);
    const saved = await call(t.app, 'PUT', '/api/institution/contact', { cookie: lead.cookie, payload: contact });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ institutionName: 'Setup Test University', email: 'admissions@setup.example.org', phone: '+27821234567' });
    const [row] = await t.database.db.select().from(institutions).where(eq(institutions.id, mine.id));
    expect(row).toMatchObject({ contactName: 'Thabo Mokoena', website: 'https://setup.example.org' });
    expect((await call(t.app, 'GET', '/api/institution/contact', { cookie: reviewer.cookie })).json()).toMatchObject({ email: 'admissions@setup.example.org' });
  });
});

describe('institution intakes', () => {
  it('adds, edits and deletes its own intakes', async () => {
    const lead = await signedInMember(t, mine.id);
    const created = await call(t.app, 'POST', '/api/institution/intakes', { cookie: lead.cookie, payload: intake });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const edited = await call(t.app, 'PUT', `/api/institution/intakes/${id}`, {
      cookie: lead.cookie,
      payload: { ...intake, applicationFeeCents: null, open: false },
    });
    expect(edited.json()).toMatchObject({ id, applicationFeeCents: null, open: false });
    const list = intakeListSchema.parse((await call(t.app, 'GET', '/api/institution/intakes', { cookie: lead.cookie })).json());
    expect(list.intakes.map((row) => row.id)).toContain(id);
    expect((await call(t.app, 'DELETE', `/api/institution/intakes/${id}`, { cookie: lead.cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/institution/intakes/${id}`, { cookie: lead.cookie })).statusCode).toBe(404);
  });

  it('refuses a closing date before the opening date, a negative fee and a bad year with 400, changing nothing', async () => {
    const lead = await signedInMember(t, mine.id);
    const before = intakeListSchema.parse((await call(t.app, 'GET', '/api/institution/intakes', { cookie: lead.cookie })).json()).intakes.length;
    for (const bad of [{ closesOn: '2026-03-01' }, { applicationFeeCents: -5 }, { year: 1999 }, { opensOn: '1 April' }]) {
      const response = await call(t.app, 'POST', '/api/institution/intakes', { cookie: lead.cookie, payload: { ...intake, ...bad } });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(intakeListSchema.parse((await call(t.app, 'GET', '/api/institution/intakes', { cookie: lead.cookie })).json()).intakes).toHaveLength(before);
  });

  it('answers 404 for another institution’s intake id on every route, and 403 before approval', async () => {
    const otherLead = await signedInMember(t, theirs.id);
    const lead = await signedInMember(t, mine.id);
    const { id } = (await call(t.app, 'POST', '/api/institution/intakes', { cookie: otherLead.cookie, payload: intake })).json<{ id: string }>();
    expect((await call(t.app, 'PUT', `/api/institution/intakes/${id}`, { cookie: lead.cookie, payload: intake })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/institution/intakes/${id}`, { cookie: lead.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `/api/institution/intakes/${randomUUID()}`, { cookie: lead.cookie, payload: intake })).statusCode).toBe(404);
    const mineList = intakeListSchema.parse((await call(t.app, 'GET', '/api/institution/intakes', { cookie: lead.cookie })).json());
    expect(mineList.intakes.map((row) => row.id)).not.toContain(id);
    const waiting = await signedInAs(t, 'institution');
    expect((await call(t.app, 'GET', '/api/institution/intakes', { cookie: waiting.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/institution/contact', { cookie: waiting.cookie })).statusCode).toBe(403);
  });
});
