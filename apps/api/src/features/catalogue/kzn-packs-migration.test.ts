import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The nmu_applicant_score_and_kzn_packs migration moves DUT's and MUT's programmes from 'ukzn-cao' (now UKZN's own 8-point APS) to
// 'kzn-cao' (the CAO default they had). A fresh database is seeded with the new ids already, so the
// update is exercised here on a database that looks like one seeded before the change.
const migration = readdirSync(migrationsFolder).find((name) => name.endsWith('_nmu_applicant_score_and_kzn_packs.sql'))!;
const statements = readFileSync(join(migrationsFolder, migration), 'utf8').split('--> statement-breakpoint');
const moveToKznCao = statements.find((statement) => statement.includes("'kzn-cao'"))!;

describe('the KZN packs migration: DUT and MUT programmes keep the CAO default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedCatalogue: true });
  });
  afterAll(() => t.close());

  const packsBySlug = async () => {
    const rows = await t.database.db
      .select({ institution: institutions.slug, pack: programmes.apsPackId })
      .from(programmes)
      .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
      .where(inArray(institutions.slug, ['ukzn', 'unizulu', 'dut', 'mut']));
    return Object.fromEntries(
      ['ukzn', 'unizulu', 'dut', 'mut'].map((slug) => [slug, [...new Set(rows.filter((row) => row.institution === slug).map((row) => row.pack))]]),
    );
  };

  it('seeds UKZN and UNIZULU on ukzn-cao and DUT and MUT on kzn-cao', async () => {
    expect(await packsBySlug()).toEqual({ ukzn: ['ukzn-cao'], unizulu: ['ukzn-cao'], dut: ['kzn-cao'], mut: ['kzn-cao'] });
  });

  it("moves an older database's DUT and MUT rows, and only those", async () => {
    await t.database.db.execute(sql`update programmes set aps_pack_id = 'ukzn-cao' where aps_pack_id = 'kzn-cao'`);
    await t.database.db.execute(sql.raw(moveToKznCao));
    expect(await packsBySlug()).toEqual({ ukzn: ['ukzn-cao'], unizulu: ['ukzn-cao'], dut: ['kzn-cao'], mut: ['kzn-cao'] });
  });
});
