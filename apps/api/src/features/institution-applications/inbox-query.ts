import { and, eq, gte, ilike, lt, lte, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import { apsBandRange } from '@kusasa/domain/rules/admissions';
import { inboxTexts } from '@kusasa/domain/inbox-texts';
import type { InboxFilters, InboxSort } from '@kusasa/domain/schemas/institution-applications/inbox';
import { containsPattern } from '../../db/like.ts';
import { applications } from '../../db/schema/applications.ts';
import { documents } from '../../db/schema/documents.ts';
import { shareableSql } from '../../core/guardian-consent/guardian-consent.repo.ts';
import { AppError } from '../../http/app-error.ts';

/** The learner columns the inbox joins (the users service's subquery: decision 0385). */
export interface LearnerColumns {
  fullName: Column;
  trackingId: Column;
}

const a = applications;
/** Midnight of a calendar day in South Africa (UTC+2, no daylight saving). */
const saMidnight = (day: string) => new Date(`${day}T00:00:00+02:00`);
const nextDay = (day: string) => new Date(saMidnight(day).getTime() + 86_400_000);

/** True when the learner has documents and every one of them is verified. */
export const documentsVerifiedSql = sql<boolean>`(exists (select 1 from ${documents} where ${documents.userId} = ${a.userId}) and not exists (select 1 from ${documents} where ${documents.userId} = ${a.userId} and ${documents.verificationStatus} <> 'approved'))`;

/** The WHERE of an institution's inbox with its filters: never a draft, never another institution's. */
export function inboxWhere(institutionId: string, filters: InboxFilters, learner: LearnerColumns): SQL | undefined {
  const band = filters.apsBand ? apsBandRange(filters.apsBand) : null;
  const search = filters.search?.trim();
  return and(
    eq(a.institutionId, institutionId),
    ne(a.status, 'draft'),
    shareableSql(a.userId),
    filters.programmeId ? eq(a.programId, filters.programmeId) : undefined,
    filters.status ? eq(a.status, filters.status) : undefined,
    filters.year ? and(gte(a.submittedAt, saMidnight(`${filters.year}-01-01`)), lt(a.submittedAt, saMidnight(`${filters.year + 1}-01-01`))) : undefined,
    band?.min != null ? gte(a.apsScore, band.min) : undefined,
    band?.max != null ? lte(a.apsScore, band.max) : undefined,
    filters.submittedFrom ? gte(a.submittedAt, saMidnight(filters.submittedFrom)) : undefined,
    filters.submittedTo ? lt(a.submittedAt, nextDay(filters.submittedTo)) : undefined,
    filters.documents === 'verified' ? documentsVerifiedSql : filters.documents === 'unverified' ? sql`not ${documentsVerifiedSql}` : undefined,
    search ? or(ilike(learner.fullName, containsPattern(search)), ilike(learner.trackingId, containsPattern(search))) : undefined,
  );
}

interface SortSpec {
  /** The value rows are ordered by (ties by id ascending). */
  key: SQL;
  cast: SQL;
  descending: boolean;
  /** Ties by id in this direction: the one an index scan gives (a backward scan of the inbox index reverses id too). */
  idDescending: boolean;
  /** NULLS LAST on a descending key, as the 0019 indexes are built; the ascending sort is their backward scan. */
  nulls: SQL;
  /** What a cursor's value must look like for this sort (a cursor of another sort is refused, not cast). */
  valid: RegExp;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const INTEGER = /^-?\d{1,9}$/;
const ANY = /^[\s\S]{0,200}$/;

export function sortSpec(sort: InboxSort, learner: LearnerColumns): SortSpec {
  switch (sort) {
    case 'submitted-desc':
      return { key: sql`${a.submittedAt}`, cast: sql.raw('timestamptz'), descending: true, idDescending: false, nulls: sql` nulls last`, valid: TIMESTAMP };
    case 'submitted-asc':
      return { key: sql`${a.submittedAt}`, cast: sql.raw('timestamptz'), descending: false, idDescending: true, nulls: sql` nulls first`, valid: TIMESTAMP };
    case 'name':
      return { key: sql`coalesce(lower(${learner.fullName}), '')`, cast: sql.raw('text'), descending: false, idDescending: false, nulls: sql``, valid: ANY };
    case 'aps-desc':
      return { key: sql`coalesce(${a.apsScore}, -1)`, cast: sql.raw('int'), descending: true, idDescending: false, nulls: sql``, valid: INTEGER };
  }
}

export const orderOf = (spec: SortSpec): SQL[] => [
  spec.descending ? sql`${spec.key} desc${spec.nulls}` : sql`${spec.key} asc${spec.nulls}`,
  spec.idDescending ? sql`${a.id} desc` : sql`${a.id} asc`,
];

export interface Cursor {
  value: string;
  id: string;
}

export const encodeCursor = (cursor: Cursor): string => Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');

export function decodeCursor(text: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string' && /^[0-9a-f-]{36}$/.test(parsed[1])) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError('VALIDATION', inboxTexts.cursorInvalid, { cursor: inboxTexts.cursorInvalid });
}

/** Rows after the cursor in the sort's order; a bound on the sort key first, so an index range starts there. */
export function afterCursor(spec: SortSpec, cursor: Cursor): SQL {
  if (!spec.valid.test(cursor.value)) throw new AppError('VALIDATION', inboxTexts.cursorInvalid, { cursor: inboxTexts.cursorInvalid });
  const value = sql`cast(${cursor.value} as ${spec.cast})`;
  const beyond = spec.descending ? sql`<` : sql`>`;
  const bound = spec.descending ? sql`<=` : sql`>=`;
  const idBeyond = spec.idDescending ? sql`<` : sql`>`;
  return sql`(${spec.key} ${bound} ${value} and (${spec.key} ${beyond} ${value} or (${spec.key} = ${value} and ${a.id} ${idBeyond} ${cursor.id})))`;
}
