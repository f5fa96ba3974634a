import { fundingErrorTexts as t, fundingNoticeTexts as notice } from '@kusasa/domain/funding-error-texts';
import { nsfasStatusLabels } from '@kusasa/domain/funding-labels';
import { SIGNED_LINK_SECONDS, type SignedLink } from '@kusasa/domain/schemas/documents';
import type { DecideAppeal, NsfasLearner, NsfasQueue, SetNsfasStatus } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppealsService } from './appeals.service.ts';
import type { StaffApprovalPort } from './funding-ports.ts';
import { createFundingReader, type FundingReaderDeps } from './funding-reader.ts';
import { eventOf } from './funding-view.ts';
import { createFundingRepo } from './funding.repo.ts';
import { queueItems, type QueueQuery } from './nsfas-queue.ts';

export const NSFAS_QUEUE_PAGE_SIZE = 20;

interface Deps extends Pick<Kernel, 'db' | 'clock' | 'notify' | 'users' | 'audit'>, FundingReaderDeps {
  staff: StaffApprovalPort;
  appeals: AppealsService;
  provincesOf: (userIds: string[]) => Promise<Map<string, string>>;
  documentLink: (documentId: string, seconds: number) => Promise<SignedLink | undefined>;
}

// NSFAS staff's workspace (issue 28): only approved staff, and only learners whose consent to
// share with NSFAS is in force at the moment of the request (a revoked one is not found).
export function createNsfasWorkspaceService(deps: Deps) {
  const { db, clock, notify, users, staff, audit } = deps;
  const repo = createFundingRepo(db);
  const reader = createFundingReader(deps);

  async function approved(staffId: string) {
    if (!(await staff.isApproved(staffId))) throw new AppError('FORBIDDEN', t.staffNotApproved);
  }
  const shares = (learnerId: string) => repo.hasConsent(learnerId, 'nsfas');
  async function sharing(staffId: string, learnerId: string) {
    await approved(staffId);
    if (!(await shares(learnerId))) throw new AppError('NOT_FOUND', t.learnerNotShared);
  }

  async function learner(learnerId: string): Promise<NsfasLearner> {
    const [view, events, [summary], provinces, checks] = await Promise.all([
      reader.readiness(learnerId),
      repo.events(learnerId),
      users.summariesOf([learnerId]),
      deps.provincesOf([learnerId]),
      users.identityChecksOf([learnerId]),
    ]);
    return {
      learnerId,
      fullName: summary?.fullName ?? null,
      province: provinces.get(learnerId) ?? null,
      identityCheck: checks.get(learnerId) ?? null,
      answers: view.answers,
      assessment: view.assessment,
      checklist: view.checklist,
      checklistComplete: view.checklistComplete,
      reference: view.nsfas.reference,
      status: view.nsfas.status,
      appeals: view.appeals,
      timeline: events.map(eventOf),
    };
  }

  return {
    async queue(staffId: string, query: QueueQuery): Promise<NsfasQueue> {
      await approved(staffId);
      const items = await queueItems({ repo, users, provincesOf: deps.provincesOf }, query, clock());
      const page = query.page;
      const start = (page - 1) * NSFAS_QUEUE_PAGE_SIZE;
      const shown = items.slice(start, start + NSFAS_QUEUE_PAGE_SIZE);
      // Which kind of identity check each learner passed (issue 32), for the page shown.
      const checks = await users.identityChecksOf(shown.map((item) => item.learnerId));
      const learners = shown.map((item) => ({ ...item, identityCheck: checks.get(item.learnerId) ?? null }));
      return { learners, total: items.length, page, pageSize: NSFAS_QUEUE_PAGE_SIZE };
    },

    async learner(staffId: string, learnerId: string): Promise<NsfasLearner> {
      await sharing(staffId, learnerId);
      return learner(learnerId);
    },

    /** A document on the learner's checklist or in one of their appeals, through a short-lived signed link. */
    async documentLink(staffId: string, learnerId: string, documentId: string): Promise<SignedLink> {
      await sharing(staffId, learnerId);
      const view = await reader.readiness(learnerId);
      const shown = view.checklist.some((line) => line.document?.id === documentId) || view.appeals.some((appeal) => appeal.documentIds.includes(documentId));
      const link = shown ? await deps.documentLink(documentId, SIGNED_LINK_SECONDS) : undefined;
      if (!link) throw new AppError('NOT_FOUND', t.documentNotFound);
      // Every look at a learner's papers is on the audit log, for the admins' oversight (POPIA).
      await audit.adminAction({
        adminId: staffId,
        action: 'NSFAS_DOCUMENT_OPENED',
        message: 'NSFAS staff opened a document the learner shared',
        targetType: 'document',
        targetId: documentId,
        details: { learner_id: learnerId },
      });
      return link;
    },

    async setStatus(staffId: string, learnerId: string, { status, note = null }: SetNsfasStatus): Promise<NsfasLearner> {
      await sharing(staffId, learnerId);
      await db.transaction(async (tx) => {
        const inTx = createFundingRepo(tx);
        const row = await inTx.lockReadiness(learnerId, clock());
        if (row.nsfasStatus === status) throw new AppError('CONFLICT', t.sameStatus);
        const now = clock();
        await inTx.updateReadiness(learnerId, { nsfasStatus: status, statusSetBy: 'nsfas', statusChangedAt: now, updatedAt: now });
        await inTx.appendEvent({
          userId: learnerId,
          type: 'status-changed',
          actor: 'nsfas',
          actorId: staffId,
          fromStatus: row.nsfasStatus,
          toStatus: status,
          note,
          createdAt: now,
        });
        await notify(learnerId, { title: notice.statusTitle, message: notice.statusMessage(nsfasStatusLabels[status].label), type: 'application_status' }, tx);
      });
      return learner(learnerId);
    },

    async decideAppeal(staffId: string, appealId: string, { decision, note }: DecideAppeal): Promise<NsfasLearner> {
      await approved(staffId);
      const learnerId = await deps.appeals.decide(staffId, appealId, decision, note, shares);
      return learner(learnerId);
    },
  };
}

export type NsfasWorkspaceService = ReturnType<typeof createNsfasWorkspaceService>;
