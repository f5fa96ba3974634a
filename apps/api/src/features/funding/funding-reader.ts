import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { FUNDING_CONSENT_AUDIENCES, type FundingConsentAudience } from '@kusasa/domain/rules/funding-statuses';
import type { Document } from '@kusasa/domain/schemas/documents';
import type { FundingReadiness, SponsorInvitation } from '@kusasa/domain/schemas/funding/readiness';
import type { Kernel } from '../../core/kernel.ts';
import type { CyclesPort } from './funding-ports.ts';
import { appealDeadline, appealOf, answersOf, assessmentOf, checklistIsComplete, checklistOf, currentCycle, eventOf, stepsOf } from './funding-view.ts';
import { createFundingRepo, type EventRow } from './funding.repo.ts';

export interface FundingReaderDeps extends Pick<Kernel, 'db' | 'clock'> {
  cycles: CyclesPort;
  /** The learner's own documents (the documents feature, through the area). */
  vault: { documentsOf(userId: string): Promise<Pick<Document, 'id' | 'originalName' | 'verificationStatus' | 'createdAt'>[]> };
}

function invitationOf(event: EventRow): SponsorInvitation {
  const details = (event.details ?? {}) as { invitationId: string; sponsorName?: string; message?: string | null };
  return { id: details.invitationId, sponsorName: details.sponsorName ?? '', message: details.message ?? null, invitedAt: event.createdAt.toISOString() };
}

// One reading of a learner's funding readiness, for the learner themself and for NSFAS staff.
export function createFundingReader({ db, clock, cycles, vault }: FundingReaderDeps) {
  const repo = createFundingRepo(db);

  return {
    async readiness(userId: string): Promise<FundingReadiness> {
      const today = isoCalendarDateIn(clock());
      const [row, links, documents, consents, appeals, allCycles, events] = await Promise.all([
        repo.readiness(userId),
        repo.links(userId),
        vault.documentsOf(userId),
        repo.currentConsents(userId),
        repo.appeals(userId),
        cycles.list(today),
        repo.events(userId),
      ]);
      const answers = answersOf(row);
      const checklist = checklistOf(answers, links, documents, today);
      const cycle = currentCycle(allCycles, today);
      const consentState = (audience: FundingConsentAudience) => {
        const consent = consents.find((entry) => entry.audience === audience);
        return { given: consent !== undefined, version: consent?.version ?? null, givenAt: consent?.givenAt.toISOString() ?? null };
      };
      const appealDays = cycle?.appealDays ?? allCycles[0]?.appealDays ?? null;
      const unsuccessfulSince = row?.nsfasStatus === 'unsuccessful' && row.statusChangedAt ? isoCalendarDateIn(row.statusChangedAt) : null;
      const until = unsuccessfulSince && appealDays !== null ? appealDeadline(unsuccessfulSince, appealDays) : null;
      // One appeal per unsuccessful status: a withdrawn one may be lodged again within the period.
      const appealed = appeals.some((appeal) => appeal.status !== 'withdrawn' && row?.statusChangedAt && appeal.submittedAt >= row.statusChangedAt);
      return {
        answers,
        answeredSteps: stepsOf(answers),
        assessment: assessmentOf(row),
        checklist,
        checklistComplete: checklistIsComplete(checklist),
        cycle,
        nsfas: {
          reference: row?.nsfasReference ?? null,
          status: (row?.nsfasStatus ?? null) as FundingReadiness['nsfas']['status'],
          statusSetBy: (row?.statusSetBy ?? null) as FundingReadiness['nsfas']['statusSetBy'],
          statusChangedAt: row?.statusChangedAt?.toISOString() ?? null,
        },
        consents: Object.fromEntries(FUNDING_CONSENT_AUDIENCES.map((audience) => [audience, consentState(audience)])) as FundingReadiness['consents'],
        appeals: appeals.map(appealOf),
        appealWindow: { open: until !== null && today <= until && !appealed, until },
        invitations: events.filter((event) => event.type === 'sponsor-invited').map(invitationOf),
      };
    },

    async timeline(userId: string) {
      return { events: (await repo.events(userId)).map(eventOf) };
    },
  };
}

export type FundingReader = ReturnType<typeof createFundingReader>;
