import { checklistItemLabels } from '@kusasa/domain/funding-labels';
import type { RoadmapApplication, RoadmapFacts } from '@kusasa/domain/rules/roadmap';
import type { DeadlineList } from '@kusasa/domain/schemas/deadlines';
import type { RoadmapApplicationRow, RoadmapSources } from './roadmap-ports.ts';

type FundingFacts = Awaited<ReturnType<RoadmapSources['funding']>>;

/**
 * An application's date to act by: its closing date, or its late date once only that is still
 * open; the closing date when both have passed (the rule then leaves its task out).
 */
function closingDateOf(applicationId: string, { deadlines }: DeadlineList, today: string): string | null {
  const closes = deadlines.find((row) => row.id === `application-closes:${applicationId}`)?.date ?? null;
  const late = deadlines.find((row) => row.id === `late-closes:${applicationId}`)?.date ?? null;
  if (closes !== null && closes < today && late !== null && late >= today) return late;
  return closes;
}

export function applicationFacts(rows: RoadmapApplicationRow[], deadlines: DeadlineList): RoadmapApplication[] {
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    programmeId: row.programId,
    programmeName: row.programName,
    institutionName: row.institutionName,
    closesOn: closingDateOf(row.id, deadlines, deadlines.today),
  }));
}

/** NSFAS's window for the coming funding year, and whether the learner recorded applying in it. */
export function fundingFacts({ assessment, checklist, nsfas, cycle }: FundingFacts): RoadmapFacts['funding'] {
  const opensOn = cycle?.opensOn ?? null;
  return {
    questionnaireDone: assessment !== null,
    unlikely: assessment?.outcome === 'unlikely',
    checklist: checklist.map(({ item, document }) => ({ item, label: checklistItemLabels[item].label, done: document !== null && !document.stale })),
    nsfasApplied: nsfas.status !== null && (opensOn === null || (nsfas.statusChangedAt ?? '') >= opensOn),
    nsfasOpensOn: opensOn,
    nsfasClosesOn: cycle?.closesOn ?? null,
  };
}

export function documentFacts(rows: { documentType: string; verificationStatus: string }[]): RoadmapFacts['documents'] {
  const has = (...types: string[]) => rows.some((row) => types.includes(row.documentType) && row.verificationStatus !== 'rejected');
  return { idDocument: has('idDocument'), results: has('grade11Results', 'grade12Results') };
}
