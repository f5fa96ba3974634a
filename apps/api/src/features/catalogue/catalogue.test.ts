import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceInstitutionCards } from '@kusasa/domain/catalogue/reference-institutions';
import { type Institution, institutionListSchema, institutionSchema, programmeListSchema, subjectListSchema } from '@kusasa/domain/schemas/catalogue';
import { apiErrorSchema } from '@kusasa/domain/schemas/common';
import { institutions, subjects } from '../../db/schema/catalogue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readReferenceCatalogue, seedReferenceCatalogue } from './catalogue.seed.ts';
import { CATALOGUE_MEMO_MS } from './catalogue.service.ts';

describe('reference catalogue', () => {
  let t: TestApp;
  // The lists are kept for CATALOGUE_MEMO_MS: tests move this clock past it to see a change.
  let now = Date.now();
  beforeAll(async () => {
    t = await createTestApp({ seedCatalogue: true, clock: () => new Date(now) });
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/institutions${query}` });
    expect(response.statusCode).toBe(200);
    return institutionListSchema.parse(response.json()).institutions;
  };

  it('holds the 26 public universities and 50 public TVET colleges, ordered by name', async () => {
    const all = await list();
    expect(all.filter((i) => i.type === 'university')).toHaveLength(26);
    expect(all.filter((i) => i.type === 'tvet')).toHaveLength(50);
    const names = all.map((i) => i.name);
    const byLowerCase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
    expect(names).toEqual([...names].sort(byLowerCase));
    expect(all.find((i) => i.shortName === 'UCT')).toMatchObject({ province: 'Western Cape', city: 'Cape Town', website: 'https://www.uct.ac.za' });
  });

  it('seeds once: a second run changes nothing', async () => {
    const before = await t.database.db.select().from(institutions);
    expect(await seedReferenceCatalogue(t.database.db)).toBe('already-seeded');
    expect(await t.database.db.select().from(institutions)).toHaveLength(before.length);
  });

  it('lists what the prerendered page shows first: the reference cards, in the same order', async () => {
    const cardOf = ({ slug, name, shortName, type, province, city }: Institution) => ({ slug, name, shortName, type, province, city });
    expect((await list()).map(cardOf)).toEqual(referenceInstitutionCards());
  });

  it('finds one institution by its id or by its slug, and refuses a malformed key', async () => {
    const uct = (await list()).find((institution) => institution.shortName === 'UCT');
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/institutions/uct' });
    expect(institutionSchema.parse(bySlug.json())).toEqual(uct);
    expect((await t.app.inject({ method: 'GET', url: '/api/institutions/no-such-college' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/institutions/UCT%20Cape' })).statusCode).toBe(400);
  });

  it('filters by type, province and name', async () => {
    const gautengTvets = await list('?type=tvet&province=Gauteng');
    expect(gautengTvets.length).toBe(8);
    expect(gautengTvets.every((i) => i.type === 'tvet' && i.province === 'Gauteng')).toBe(true);
    expect((await list('?search=witwatersrand')).map((i) => i.shortName)).toEqual(['Wits']);
    expect(await list('?search=%25')).toEqual([]);
  });

  it('rejects an unknown institution type', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/institutions?type=school' });
    expect(response.statusCode).toBe(400);
  });

  it('shows one active institution and hides inactive ones', async () => {
    const [uct] = await list('?search=Cape%20Town&type=university');
    expect(uct).toBeDefined();
    const one = await t.app.inject({ method: 'GET', url: `/api/institutions/${uct!.id}` });
    expect(institutionSchema.parse(one.json()).name).toBe(uct!.name);

    await t.database.db.update(institutions).set({ active: false }).where(eq(institutions.id, uct!.id));
    const hidden = await t.app.inject({ method: 'GET', url: `/api/institutions/${uct!.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(apiErrorSchema.parse(hidden.json()).error.message).toBe('Institution Not Found');
    // The list is the one read in the last minute, then the database's again.
    expect((await list()).some((i) => i.id === uct!.id)).toBe(true);
    now += CATALOGUE_MEMO_MS + 1;
    expect((await list()).some((i) => i.id === uct!.id)).toBe(false);
    await t.database.db.update(institutions).set({ active: true }).where(eq(institutions.id, uct!.id));
    now += CATALOGUE_MEMO_MS + 1;
  });

  it('seeds the real programmes and lists them by institution, ordered by name', async () => {
    const all = programmeListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/programs' })).json()).programs;
    expect(all.length).toBe(readReferenceCatalogue().files.flatMap((file) => file.programmes).length);
    expect(all.length).toBeGreaterThanOrEqual(56);
    expect(new Set(all.map((p) => p.institutionId)).size).toBeGreaterThanOrEqual(10);
    const [wits] = await list('?search=witwatersrand');
    const witsProgrammes = programmeListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/programs?institutionId=${wits!.id}` })).json()).programs;
    expect(witsProgrammes.length).toBeGreaterThan(0);
    expect(witsProgrammes.every((p) => p.institutionId === wits!.id && p.apsPackId === 'wits' && p.minApsBySubject?.length === 0)).toBe(true);
    const names = witsProgrammes.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect((await t.app.inject({ method: 'GET', url: '/api/programs?institutionId=nope' })).statusCode).toBe(400);
  });

  it('lists the NSC subjects with Life Orientation at 10 credits', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/subjects' });
    const body = subjectListSchema.parse(response.json());
    expect(body.subjects.length).toBe((await t.database.db.select().from(subjects)).length);
    expect(body.subjects.find((s) => s.name === 'Life Orientation')).toMatchObject({ credits: 10, countsTowardsAps: false });
    expect(body.subjects.map((s) => s.name)).toEqual(expect.arrayContaining(['Mathematics', 'Physical Sciences', 'isiZulu Home Language']));
  });
});
