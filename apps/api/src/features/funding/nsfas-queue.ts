import { completeAnswers } from '@kusasa/domain/rules/funding-answers';
import { certificationIsStale as isStale, fundingChecklist } from '@kusasa/domain/rules/funding-checklist';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import type { NsfasQueueItem, nsfasQueueQuerySchema } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import type { z } from 'zod';
import type { UsersService } from '../../core/users/users.service.ts';
import { answersOf } from './funding-view.ts';
import type { FundingRepo } from './funding.repo.ts';

export type QueueQuery = z.output<typeof nsfasQueueQuerySchema>;
/** A queue line before the page's identity checks are read (only for the page shown). */
export type QueueEntry = Omit<NsfasQueueItem, 'identityCheck'>;

interface Sources {
  repo: FundingRepo;
  users: Pick<UsersService, 'summariesOf'>;
  provincesOf: (userIds: string[]) => Promise<Map<string, string>>;
}

function matches(item: QueueEntry, query: QueueQuery): boolean {
  if (query.outcome && item.outcome !== query.outcome) return false;
  if (query.province && item.province !== query.province) return false;
  if (query.institutionType && !item.institutionTypes.includes(query.institutionType)) return false;
  if (query.checklist && item.checklistComplete !== (query.checklist === 'complete')) return false;
  if (query.status && (item.status ?? 'none') !== query.status) return false;
  if (query.appeal === 'open' && !item.openAppeal) return false;
  if (query.search && !(item.fullName ?? '').toLowerCase().includes(query.search.toLowerCase())) return false;
  return true;
}

/**
 * The learners who share with NSFAS now, filtered, open appeals first and then the most recently
 * changed. Built in memory from the consenting learners' rows: the queue is per consent, and a
 * checklist's completeness depends on today's date (a certification goes stale), not on a column.
 */
export async function queueItems({ repo, users, provincesOf }: Sources, query: QueueQuery, now: Date): Promise<QueueEntry[]> {
  const consents = await repo.consentingLearners('nsfas');
  const ids = consents.map((consent) => consent.userId);
  const [rows, links, appeals, summaries, provinces] = await Promise.all([
    repo.readinessOf(ids),
    repo.linksOf(ids),
    repo.openAppealsOf(ids),
    users.summariesOf(ids),
    provincesOf(ids),
  ]);
  const today = isoCalendarDateIn(now);
  const rowOf = new Map(rows.map((row) => [row.userId, row]));
  const nameOf = new Map(summaries.map((summary) => [summary.id, summary.fullName]));
  const withAppeal = new Set(appeals.map((appeal) => appeal.userId));
  const items = consents.map(({ userId, givenAt }): QueueEntry => {
    const row = rowOf.get(userId);
    const answers = answersOf(row);
    const complete = completeAnswers(answers);
    const mine = links.filter((link) => link.userId === userId);
    // Completeness from the links and their dates alone: a deleted document drops its link (cascade).
    const lines = complete ? fundingChecklist(complete).map((item) => mine.find((link) => link.item === item)) : [];
    return {
      learnerId: userId,
      fullName: nameOf.get(userId) ?? null,
      province: provinces.get(userId) ?? null,
      outcome: (row?.outcome ?? null) as NsfasQueueItem['outcome'],
      ruleVersion: row?.ruleVersion ?? null,
      institutionTypes: answers.institutionTypes ?? [],
      checklistComplete: lines.length > 0 && lines.every((link) => link !== undefined && !isStale(link.certifiedOn, today)),
      status: (row?.nsfasStatus ?? null) as NsfasQueueItem['status'],
      openAppeal: withAppeal.has(userId),
      consentedAt: givenAt.toISOString(),
      updatedAt: (row?.updatedAt ?? givenAt).toISOString(),
    };
  });
  return items.filter((item) => matches(item, query)).sort((a, b) => Number(b.openAppeal) - Number(a.openAppeal) || b.updatedAt.localeCompare(a.updatedAt));
}
