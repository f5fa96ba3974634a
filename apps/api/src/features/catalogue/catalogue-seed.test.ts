import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionDetailSchema } from '@kusasa/domain/schemas/catalogue';
import type { InstitutionSeedFile } from '@kusasa/domain/schemas/programme-seed';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readReferenceCatalogue } from './catalogue.seed.ts';
import { createCatalogueSeedRepo, mainSource } from './catalogue-seed.repo.ts';

const SEED = 'reference-catalogue';

// What a reviewed change to a seed file does to a database that already has the catalogue.
describe('loading the seed files into the catalogue', () => {
  let t: TestApp;
  const reference = readReferenceCatalogue();
  const wits = structuredClone(reference.files.find((file) => file.institutionSlug === 'wits')!);
  const [first, second, ...others] = wits.programmes;
  const source = wits.sources[0]!;
  const withWits = (file: InstitutionSeedFile) => ({ ...reference, files: [file], version: reference.version + 1 });
  const programmeBySlug = async (slug: string) => (await t.database.db.select().from(programmes).where(eq(programmes.slug, slug)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ seedCatalogue: true, clock: () => new Date('2026-11-29T08:00:00+02:00') });
  });
  afterAll(() => t.close());

  it('shows where each institution stands: its main source with the day it was checked, or why it has no programmes', async () => {
    for (const file of reference.files) {
      const detail = institutionDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/institutions/${file.institutionSlug}` })).json());
      const main = mainSource(file);
      expect(detail.coverage.source, file.institutionSlug).toEqual({ title: main.title, year: main.year, url: main.url, checkedOn: main.checkedOn });
      expect(detail.programmesNotPublished).toBe(file.programmesNotPublished);
      expect(detail.applyUrl).toBe(file.applyUrl);
      expect(detail.coverage.intakes).toHaveLength(file.intakes.length);
    }
  });

  it('updates a seeded programme, adds new ones, retires removed ones, and keeps what an institution changed', async () => {
    await t.database.db.update(programmes).set({ name: 'Changed by Wits', updatedByInstitutionAt: new Date() }).where(eq(programmes.slug, second!.slug));
    const next: InstitutionSeedFile = {
      ...wits,
      programmes: [
        { ...first!, minAps: 40, otherRequirements: 'Checked again.' },
        { ...second!, name: 'The seed would rename it' },
        { ...first!, slug: 'wits-new-programme', name: 'A programme the prospectus added' },
      ],
    };
    await t.database.db.transaction((tx) => createCatalogueSeedRepo(tx).apply(withWits(next), SEED));

    expect(await programmeBySlug(first!.slug)).toMatchObject({ minAps: 40, otherRequirements: 'Checked again.', active: true, sourceTitle: source.title });
    expect(await programmeBySlug(second!.slug)).toMatchObject({ name: 'Changed by Wits', active: true });
    expect(await programmeBySlug('wits-new-programme')).toMatchObject({ name: 'A programme the prospectus added', checkedOn: source.checkedOn });
    for (const removed of others) expect(await programmeBySlug(removed.slug)).toMatchObject({ active: false });
  });

  it('keeps an admin correction of the institution and seeds intakes with "not published" kept apart from "no fee"', async () => {
    await t.database.db
      .update(institutions)
      .set({ applyUrl: 'https://corrected.example', catalogueCorrectedAt: new Date() })
      .where(eq(institutions.slug, 'wits'));
    const next: InstitutionSeedFile = {
      ...wits,
      applyUrl: 'https://seed.example',
      intakes: [
        {
          year: 2027,
          name: 'First-year undergraduate',
          opensOn: null,
          closesOn: '2026-09-30',
          lateClosesOn: null,
          lateRules: null,
          applicationFeeRand: null,
          sourceId: source.id,
        },
        { year: 2027, name: 'Second semester', opensOn: null, closesOn: null, lateClosesOn: null, lateRules: null, applicationFeeRand: 0, sourceId: source.id },
      ],
    };
    await t.database.db.transaction((tx) => createCatalogueSeedRepo(tx).apply(withWits(next), SEED));
    const detail = institutionDetailSchema.parse((await t.app.inject({ method: 'GET', url: '/api/institutions/wits' })).json());
    expect(detail.applyUrl).toBe('https://corrected.example');
    expect(
      detail.coverage.intakes.map(({ name, closesOn, applicationFeeCents, feeNotPublished, open }) => ({
        name,
        closesOn,
        applicationFeeCents,
        feeNotPublished,
        open,
      })),
    ).toEqual([
      // Closed once its closing day has passed (the test's clock is 29 November 2026), whatever the seed says.
      { name: 'First-year undergraduate', closesOn: '2026-09-30', applicationFeeCents: null, feeNotPublished: true, open: false },
      { name: 'Second semester', closesOn: null, applicationFeeCents: 0, feeNotPublished: false, open: true },
    ]);

    // An intake dropped from the file goes.
    await t.database.db.transaction((tx) => createCatalogueSeedRepo(tx).apply(withWits({ ...next, intakes: [next.intakes[1]!] }), SEED));
    const witsIntakes = await t.database.db.select().from(institutionIntakes).where(eq(institutionIntakes.institutionId, detail.id));
    expect(witsIntakes.map((row) => row.name)).toEqual(['Second semester']);
  });
});
