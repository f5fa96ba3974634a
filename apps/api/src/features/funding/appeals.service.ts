import { fundingErrorTexts as t, fundingNoticeTexts as notice } from '@kusasa/domain/funding-error-texts';
import { isApprovedStatus, type AppealDecision } from '@kusasa/domain/rules/funding-statuses';
import type { FundingReadiness, NewAppeal } from '@kusasa/domain/schemas/funding/readiness';
import type { Kernel } from '../../core/kernel.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { createFundingReader, type FundingReaderDeps } from './funding-reader.ts';
import { createFundingRepo } from './funding.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'notify'> & FundingReaderDeps;

// Appeals against an unsuccessful NSFAS status (issue 28): lodged by the learner within the
// cycle's appeal days with a reason and their own documents, decided by NSFAS staff. An appeal's
// outcome never takes away what NSFAS already approved: upheld moves an unsuccessful status to
// approved; dismissed leaves the status as it is.
export function createAppealsService(deps: Deps) {
  const { db, clock, notify } = deps;
  const reader = createFundingReader(deps);

  return {
    async submit(userId: string, input: NewAppeal): Promise<FundingReadiness> {
      const current = await reader.readiness(userId);
      if (!current.appealWindow.open)
        throw new AppError('CONFLICT', current.appeals.some((appeal) => appeal.status === 'submitted') ? t.appealAlreadyOpen : t.appealNotAllowed);
      const owned = new Set((await deps.vault.documentsOf(userId)).map((document) => document.id));
      if (!input.documentIds.every((id) => owned.has(id)))
        throw new AppError('VALIDATION', t.appealDocumentsNotYours, { documentIds: t.appealDocumentsNotYours });
      try {
        await db.transaction(async (tx) => {
          const repo = createFundingRepo(tx);
          const row = await repo.lockReadiness(userId, clock());
          if (row.nsfasStatus !== 'unsuccessful') throw new AppError('CONFLICT', t.appealNotAllowed);
          const now = clock();
          const [appeal] = await repo.insertAppeal({
            userId,
            reason: input.reason,
            explanation: input.explanation,
            documentIds: [...new Set(input.documentIds)],
            status: 'submitted',
            submittedAt: now,
          });
          await repo.appendEvent({
            userId,
            type: 'appeal-submitted',
            actor: 'learner',
            actorId: userId,
            details: { appealId: appeal!.id, reason: input.reason },
            createdAt: now,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', t.appealAlreadyOpen, undefined, { cause: error });
        throw error;
      }
      return reader.readiness(userId);
    },

    async withdraw(userId: string, appealId: string): Promise<FundingReadiness> {
      await db.transaction(async (tx) => {
        const repo = createFundingRepo(tx);
        const appeal = await repo.appeal(appealId, true);
        if (!appeal || appeal.userId !== userId) throw new AppError('NOT_FOUND', t.appealNotFound);
        if (appeal.status !== 'submitted') throw new AppError('CONFLICT', t.appealNotOpen);
        const now = clock();
        await repo.updateAppeal(appealId, { status: 'withdrawn', decidedAt: now });
        await repo.appendEvent({ userId, type: 'appeal-withdrawn', actor: 'learner', actorId: userId, details: { appealId }, createdAt: now });
      });
      return reader.readiness(userId);
    },

    /** NSFAS staff decide; the caller has checked the staff member and the learner's consent. Returns the learner's id. */
    async decide(staffId: string, appealId: string, decision: AppealDecision, note: string, mayRead: (learnerId: string) => Promise<boolean>): Promise<string> {
      // The consent is read before the transaction: one connection (PGlite) cannot serve both.
      const found = await createFundingRepo(db).appeal(appealId);
      if (!found || !(await mayRead(found.userId))) throw new AppError('NOT_FOUND', t.appealNotFound);
      return db.transaction(async (tx) => {
        const repo = createFundingRepo(tx);
        const appeal = (await repo.appeal(appealId, true))!;
        if (appeal.status !== 'submitted') throw new AppError('CONFLICT', t.appealNotOpen);
        const row = await repo.lockReadiness(appeal.userId, clock());
        const now = clock();
        await repo.updateAppeal(appealId, { status: decision, decisionNote: note, decidedBy: staffId, decidedAt: now });
        await repo.appendEvent({
          userId: appeal.userId,
          type: 'appeal-decided',
          actor: 'nsfas',
          actorId: staffId,
          note,
          details: { appealId, decision },
          createdAt: now,
        });
        if (decision === 'upheld' && !isApprovedStatus(row.nsfasStatus)) {
          await repo.updateReadiness(appeal.userId, { nsfasStatus: 'approved', statusSetBy: 'nsfas', statusChangedAt: now, updatedAt: now });
          await repo.appendEvent({
            userId: appeal.userId,
            type: 'status-changed',
            actor: 'nsfas',
            actorId: staffId,
            fromStatus: row.nsfasStatus,
            toStatus: 'approved',
            details: { appealId },
            createdAt: now,
          });
        }
        await notify(appeal.userId, { title: notice.appealTitle, message: notice.appealMessage(decision === 'upheld'), type: 'application_status' }, tx);
        return appeal.userId;
      });
    },
  };
}

export type AppealsService = ReturnType<typeof createAppealsService>;
