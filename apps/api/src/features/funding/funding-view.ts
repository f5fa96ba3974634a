import { answeredSteps, completeAnswers, partialFundingAnswersSchema, type PartialFundingAnswers } from '@kusasa/domain/rules/funding-answers';
import { certificationIsStale, certificationValidUntil, fundingChecklist, type FundingDocumentItem } from '@kusasa/domain/rules/funding-checklist';
import type { FundingReason } from '@kusasa/domain/rules/funding-rules';
import type { Appeal, ChecklistLine, FundingAssessmentView, FundingEvent, NsfasCycle } from '@kusasa/domain/schemas/funding/common';
import type { Document } from '@kusasa/domain/schemas/documents';
import type { AppealRow, ChecklistLinkRow, EventRow, ReadinessRow } from './funding.repo.ts';

// Rows to the shapes the contract names (schemas/funding): one reading for the learner, NSFAS staff and sponsors.

export function answersOf(row: ReadinessRow | undefined): PartialFundingAnswers {
  const parsed = partialFundingAnswersSchema.safeParse(row?.answers ?? {});
  return parsed.success ? parsed.data : {};
}

export function assessmentOf(row: ReadinessRow | undefined): FundingAssessmentView | null {
  if (!row?.outcome || !row.ruleVersion || !row.assessedAt) return null;
  return {
    outcome: row.outcome as FundingAssessmentView['outcome'],
    ruleVersion: row.ruleVersion,
    reasons: ((row.reasons ?? []) as FundingReason[]).map((reason) => ({ ...reason, sources: [...reason.sources] })),
    assessedAt: row.assessedAt.toISOString(),
  };
}

type VaultDocument = Pick<Document, 'id' | 'originalName' | 'verificationStatus' | 'createdAt'>;

/** The lines that apply to the answers, each with its linked document (if still in the vault). */
export function checklistOf(answers: PartialFundingAnswers, links: ChecklistLinkRow[], vault: VaultDocument[], today: string): ChecklistLine[] {
  const complete = completeAnswers(answers);
  if (!complete) return [];
  const byItem = new Map(links.map((link) => [link.item, link]));
  const byId = new Map(vault.map((document) => [document.id, document]));
  return fundingChecklist(complete).map((item: FundingDocumentItem) => {
    const link = byItem.get(item);
    const document = link ? byId.get(link.documentId) : undefined;
    if (!link || !document) return { item, document: null };
    return {
      item,
      document: {
        id: document.id,
        originalName: document.originalName,
        verificationStatus: document.verificationStatus,
        uploadedAt: document.createdAt,
        certifiedOn: link.certifiedOn,
        validUntil: certificationValidUntil(link.certifiedOn),
        stale: certificationIsStale(link.certifiedOn, today),
      },
    };
  });
}

export const checklistIsComplete = (lines: ChecklistLine[]) => lines.length > 0 && lines.every((line) => line.document !== null && !line.document.stale);

/** Whether the answers are all in (a learner who has not finished the questionnaire has no checklist yet). */
export const stepsOf = answeredSteps;

export function appealOf(row: AppealRow): Appeal {
  return {
    id: row.id,
    reason: row.reason as Appeal['reason'],
    explanation: row.explanation,
    documentIds: row.documentIds,
    status: row.status as Appeal['status'],
    decisionNote: row.decisionNote,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function eventOf(row: EventRow): FundingEvent {
  return {
    id: String(row.seq),
    type: row.type as FundingEvent['type'],
    actor: row.actor as FundingEvent['actor'],
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    note: row.note,
    details: row.details ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The window a learner should act on: the one open now, else the next funding year's to come, else the newest stored. */
export function currentCycle(cycles: NsfasCycle[], today: string): NsfasCycle | null {
  const thisYear = Number(today.slice(0, 4));
  const coming = cycles
    .filter((cycle) => cycle.fundingYear > thisYear && (cycle.state === 'upcoming' || cycle.state === 'not-announced'))
    .sort((a, b) => a.fundingYear - b.fundingYear);
  return cycles.find((cycle) => cycle.state === 'open') ?? coming[0] ?? cycles[0] ?? null;
}

/** The last SA day to appeal an unsuccessful status set on `since`, `days` days on. */
export function appealDeadline(since: string, days: number): string {
  const [year, month, day] = since.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
