import { INBOX_EXPORT_MAX_ROWS, INBOX_PAGE_SIZE, INBOX_STATUSES, type InboxStatus } from '@kusasa/domain/rules/admissions';
import { toCsv } from '@kusasa/domain/rules/csv';
import { admissionTexts } from '@kusasa/domain/admission-texts';
import { inboxCsvHeaders, inboxTexts } from '@kusasa/domain/inbox-texts';
import type { Comment, InstitutionApplication } from '@kusasa/domain/schemas/institution-applications/application';
import type { DecisionInput } from '@kusasa/domain/schemas/institution-applications/decisions';
import type { InboxFilters, InboxQuery, InboxResponse, InboxRow } from '@kusasa/domain/schemas/institution-applications/inbox';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { DecisionsService } from './decisions.service.ts';
import { decodeCursor, encodeCursor } from './inbox-query.ts';
import { applicationDetail, type SharedData } from './application-detail.ts';
import { createInstitutionApplicationsRepo } from './institution-applications.repo.ts';
import { inboxStatus } from './timeline.ts';

export interface InstitutionApplicationsDeps extends Pick<Kernel, 'db' | 'clock' | 'admissions' | 'institutionMembers'> {
  users: Pick<UsersService, 'sessionUsers' | 'personalDetails' | 'displayNamesOf' | 'identityChecksOf'>;
  audit: Pick<AuditService, 'adminAction'>;
  decisions: Pick<DecisionsService, 'decide'>;
  /** What the learner shares beyond the application: documents (with links) and marks; the area brings them. */
  shared: SharedData;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const COUNTS_KEPT_MS = 5_000;

// The inbox of an institution's colleagues (issue 25). Every call asks the membership first: an
// account not linked to an institution gets 403, and every query names the colleague's institution,
// so another institution's application answers 404 like one that does not exist.
export function createInstitutionApplicationsService(deps: InstitutionApplicationsDeps) {
  const { db, institutionMembers: members, users, audit, decisions } = deps;
  const repo = () => createInstitutionApplicationsRepo(db, users.sessionUsers());

  /** A row as the inbox and the export show it; the inbox adds the learner's identity check. */
  function toRow(row: Awaited<ReturnType<ReturnType<typeof repo>['page']>>[number]): Omit<InboxRow, 'identityCheck'> {
    return {
      id: row.id,
      trackingId: row.trackingId,
      learnerName: row.learnerName,
      programmeId: row.programmeId,
      programmeName: row.programmeName,
      status: inboxStatus(row.status),
      apsScore: row.apsScore,
      documentsVerified: row.documentsVerified,
      submittedAt: iso(row.submittedAt),
      statusChangedAt: iso(row.statusChangedAt),
      firstViewedAt: iso(row.firstViewedAt),
    };
  }

  // Counting every application by status reads the whole institution's index (100,000 entries at
  // a large one): kept for a few seconds, and dropped here at once when this instance decides.
  const counted = new Map<string, { at: number; counts: Promise<Record<InboxStatus, number>> }>();
  function counts(institutionId: string): Promise<Record<InboxStatus, number>> {
    const now = deps.clock().getTime();
    const kept = counted.get(institutionId);
    if (kept && now - kept.at < COUNTS_KEPT_MS) return kept.counts;
    const fresh = repo()
      .countsByStatus(institutionId)
      .then((rows) => {
        const result = Object.fromEntries(INBOX_STATUSES.map((status) => [status, 0])) as Record<InboxStatus, number>;
        for (const row of rows) result[inboxStatus(row.status)] += row.n;
        return result;
      });
    fresh.catch(() => counted.delete(institutionId));
    counted.set(institutionId, { at: now, counts: fresh });
    return fresh;
  }

  async function visible(institutionId: string, id: string) {
    const row = await repo().one(institutionId, id);
    if (!row) throw new AppError('NOT_FOUND', admissionTexts.notYourInstitution);
    return row;
  }

  return {
    async inbox(userId: string, query: InboxQuery): Promise<InboxResponse> {
      const member = await members.require(userId, 'read');
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      const [rows, byStatus, programmes] = await Promise.all([
        repo().page(member.institutionId, query, cursor, INBOX_PAGE_SIZE + 1),
        counts(member.institutionId),
        repo().programmesOf(member.institutionId),
      ]);
      const shown = rows.slice(0, INBOX_PAGE_SIZE);
      const last = shown.at(-1);
      // Which kind of identity check each learner passed (issue 32): one short read for the page.
      const checks = await users.identityChecksOf([...new Set(shown.map((row) => row.userId))]);
      return {
        institutionName: member.institutionName,
        applications: shown.map((row) => ({ ...toRow(row), identityCheck: checks.get(row.userId) ?? null })),
        nextCursor: rows.length > INBOX_PAGE_SIZE && last ? encodeCursor({ value: last.sortValue, id: last.id }) : null,
        pageSize: INBOX_PAGE_SIZE,
        counts: byStatus,
        programmes,
        canDecide: member.role !== 'reviewer',
      };
    },

    /** The filtered inbox as CSV (at most INBOX_EXPORT_MAX_ROWS rows), each export audited. */
    async exportCsv(userId: string, filters: InboxFilters): Promise<string> {
      const member = await members.require(userId, 'read');
      const rows = (await repo().page(member.institutionId, filters, null, INBOX_EXPORT_MAX_ROWS)).map(toRow);
      await audit.adminAction({
        adminId: userId,
        action: 'INSTITUTION_APPLICATIONS_EXPORTED',
        message: 'Exported the applications inbox',
        component: 'institution',
        targetType: 'institution',
        targetId: member.institutionId,
        details: { rows: rows.length, filters },
      });
      const yesNo = (value: boolean) => (value ? inboxTexts.yes : inboxTexts.no);
      return toCsv(
        inboxCsvHeaders,
        rows.map((row) => [
          row.trackingId,
          row.learnerName,
          row.programmeName,
          row.status,
          row.apsScore,
          yesNo(row.documentsVerified),
          row.submittedAt,
          row.statusChangedAt,
          row.firstViewedAt,
        ]),
        { missing: '' },
      );
    },

    /** What the learner shares; the first opening by anyone at the institution appends 'viewed'. */
    async detail(userId: string, id: string): Promise<InstitutionApplication> {
      const member = await members.require(userId, 'read');
      const row = await visible(member.institutionId, id);
      if (!row.firstViewedAt) {
        await db.transaction((tx) => deps.admissions.viewed(tx, { applicationId: id, institutionId: member.institutionId, actorId: userId }));
      }
      return applicationDetail(deps, member, await visible(member.institutionId, id));
    },

    async comment(userId: string, id: string, body: string): Promise<Comment> {
      const member = await members.require(userId, 'read');
      await visible(member.institutionId, id);
      const row = await repo().addComment({ applicationId: id, authorId: userId, body, createdAt: deps.clock() });
      const names = await users.displayNamesOf([userId]);
      return { id: row.id, authorName: names.get(userId) ?? null, body: row.body, createdAt: row.createdAt.toISOString() };
    },

    async decide(userId: string, id: string, input: DecisionInput) {
      const member = await members.require(userId, 'decide');
      try {
        return await decisions.decide({ institutionId: member.institutionId, actor: 'institution', actorId: userId }, id, input);
      } finally {
        counted.delete(member.institutionId);
      }
    },

    /** Each application is decided on its own (its own transaction and event); the answer says how each went. */
    async decideMany(userId: string, ids: readonly string[], input: DecisionInput) {
      const member = await members.require(userId, 'decide');
      counted.delete(member.institutionId);
      const results = [];
      for (const id of new Set(ids)) {
        try {
          const done = await decisions.decide({ institutionId: member.institutionId, actor: 'institution', actorId: userId }, id, input);
          results.push({ id, ok: true as const, status: done.status });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, ok: false as const, code: error.code, message: error.message });
        }
      }
      counted.delete(member.institutionId);
      return { results };
    },
  };
}

export type InstitutionApplicationsService = ReturnType<typeof createInstitutionApplicationsService>;
