import type { Institution, InstitutionDetail, InstitutionListQuery } from '@kusasa/domain/schemas/catalogue';
import type { Database } from '../../db/database.ts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { AppError } from '../../http/app-error.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import { createCatalogueDatesRepo } from './catalogue-dates.repo.ts';

// The catalogue changes only when the reference data is seeded, yet every visitor reads it: lists
// are kept in memory for a minute per query, so results day reads cost no database round trip.
export const CATALOGUE_MEMO_MS = 60_000;

// `load` may return a Drizzle query, which is a thenable that runs again at every `then`: kept as
// it was, each `await` of the "kept" value was a new round trip (two on the first, with the
// `catch`), so the memo saved nothing. Promise.resolve runs it once and keeps the result.
function memoized<Args extends unknown[], Result>(load: (...args: Args) => PromiseLike<Result>, clock: () => Date, memos?: Map<string, unknown>[]) {
  const kept = new Map<string, { until: number; value: Promise<Result> }>();
  memos?.push(kept);
  return (...args: Args): Promise<Result> => {
    const key = JSON.stringify(args);
    const now = clock().getTime();
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = Promise.resolve(load(...args));
    kept.set(key, { until: now + CATALOGUE_MEMO_MS, value });
    // A failed read is not kept: the next request tries again.
    value.catch(() => kept.delete(key));
    return value;
  };
}

export function createCatalogueService(db: Database, clock: () => Date = () => new Date()) {
  const repo = createCatalogueRepo(db);
  const dates = createCatalogueDatesRepo(db);
  // The programme lists, forgotten when an institution changes its programmes (issue 25).
  const programmeMemos: Map<string, unknown>[] = [];
  const institutionMemos: Map<string, unknown>[] = [];
  return {
    /** Drops the kept institution lists: the next read sees an admin's correction at once (issue 26). */
    forgetInstitutions: () => institutionMemos.forEach((memo) => memo.clear()),
    /** Drops the kept programme lists: the next read sees an institution's change at once. */
    forgetProgrammes: () => programmeMemos.forEach((memo) => memo.clear()),
    listInstitutions: memoized((query: InstitutionListQuery) => repo.listActiveInstitutions(query) as PromiseLike<Institution[]>, clock, institutionMemos),
    async getInstitution(key: string): Promise<InstitutionDetail> {
      const row = await repo.findActiveInstitution(key);
      if (!row) throw new AppError('NOT_FOUND', 'Institution Not Found');
      const { apsRuleNote, sourceTitle, sourceYear, sourceUrl, checkedOn, ...institution } = row;
      const source = sourceTitle === null ? null : { title: sourceTitle, year: sourceYear, url: sourceUrl, checkedOn };
      // An intake is open only until its last closing day (South African time), whatever its flag says.
      const today = isoCalendarDateIn(clock());
      const intakes = (await dates.intakesOf(row.id)).map((intake) => {
        const lastDay = intake.lateClosesOn ?? intake.closesOn;
        return { ...intake, open: intake.open && (lastDay === null || lastDay >= today) };
      });
      return { ...(institution as Institution), coverage: { apsRuleNote, source, intakes } };
    },
    listSubjects: memoized(() => repo.listSubjects(), clock),
    /** Deadlines (issue 30): programmes' closing dates and institutions' intakes, in one read each. */
    datesOf: (institutionIds: string[], programmeIds: string[]) => dates.datesOf(institutionIds, programmeIds),
    /** Upcoming dates institutions keep that nobody checked since `checkedBefore`, soonest first. */
    staleDates: (today: string, checkedBefore: string, limit = 100) => dates.staleDates(today, checkedBefore, limit),
    /** After a closing date: other institutions still open in the faculty, and TVET colleges' later intakes. */
    async stillOpen(faculty: string | null, today: string, exceptInstitutionIds: string[], limit = 3) {
      const [elsewhere, tvet] = await Promise.all([
        faculty ? dates.openInFaculty(faculty, today, exceptInstitutionIds, limit * 4) : [],
        dates.openTvetIntakes(today, limit),
      ]);
      // One line per institution: its soonest-closing programme in the faculty.
      const seen = new Set<string>();
      const firstPerInstitution = elsewhere.filter((row) => !seen.has(row.slug) && seen.add(row.slug)).slice(0, limit);
      return { elsewhere: firstPerInstitution, tvet };
    },
    listProgrammes: memoized(
      async (institutionId?: string) =>
        (await repo.listActiveProgrammes(institutionId)).map(({ updatedByInstitutionAt, ...programme }) => ({
          ...programme,
          updatedByInstitutionAt: updatedByInstitutionAt?.toISOString() ?? null,
        })),
      clock,
      programmeMemos,
    ),
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
