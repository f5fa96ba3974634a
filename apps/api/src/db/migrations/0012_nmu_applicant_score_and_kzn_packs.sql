ALTER TABLE "programmes" ADD COLUMN "min_aps_by_subject" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The 'ukzn-cao' rule pack is now UKZN's own APS (also UNIZULU's): 8 points for 90-100%. DUT and MUT
-- keep the CAO default under the new 'kzn-cao' pack, so their programmes move to it (docs/decisions/0120).
UPDATE "programmes" SET "aps_pack_id" = 'kzn-cao'
WHERE "aps_pack_id" = 'ukzn-cao'
  AND "institution_id" IN (SELECT "id" FROM "institutions" WHERE "slug" IN ('dut', 'mut'));
