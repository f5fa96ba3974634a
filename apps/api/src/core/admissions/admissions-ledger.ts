import { admissionTexts } from '@kusasa/domain/admission-texts';
import { canMoveTo, canResubmit, canWithdraw, type DecisionStatus, type EventActor } from '@kusasa/domain/rules/admissions';
import { applicationErrorTexts } from '@kusasa/domain/application-texts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createAdmissionsRepo, type EventRow, type LockedApplication, type NewEventRow } from './admissions.repo.ts';

export type { EventRow } from './admissions.repo.ts';

/** Called inside the transaction that appended the event (webhook deliveries are queued this way). */
export type AppendHook = (tx: Executor, event: EventRow) => Promise<void>;

interface Who {
  actor: EventActor;
  actorId: string | null;
}

export interface Decision extends Who {
  applicationId: string;
  to: DecisionStatus;
  reasonCode?: string | null;
  note?: string | null;
  condition?: string | null;
  /** The institution the deciding person or key belongs to: another's application is not found. */
  institutionId: string;
}

export interface Changed {
  application: LockedApplication;
  event: EventRow;
}

// The admissions ledger (issue 25): every change of an application's status after submission,
// and the one append-only log of its events. Each change locks the application's row, checks the
// move, writes the status and its event in the caller's transaction, and numbers the event under
// the institution's lock, so the institution API's `since` cursor sees events in commit order.
export function createAdmissionsLedger({ db, clock }: { db: Database; clock: () => Date }) {
  const hooks: AppendHook[] = [];

  async function append(tx: Executor, row: Omit<NewEventRow, 'createdAt'>): Promise<EventRow> {
    const repo = createAdmissionsRepo(tx);
    await repo.lockInstitution(row.institutionId);
    const event = await repo.insertEvent({ ...row, createdAt: clock() });
    for (const hook of hooks) await hook(tx, event);
    return event;
  }

  async function locked(tx: Executor, applicationId: string, institutionId?: string): Promise<LockedApplication & { institutionId: string }> {
    const application = await createAdmissionsRepo(tx).lockApplication(applicationId);
    if (!application?.institutionId || application.status === 'draft' || (institutionId && application.institutionId !== institutionId)) {
      throw new AppError('NOT_FOUND', admissionTexts.notYourInstitution);
    }
    return { ...application, institutionId: application.institutionId };
  }

  async function setStatus(
    tx: Executor,
    application: LockedApplication,
    status: string,
    decision: Partial<Pick<Decision, 'reasonCode' | 'note' | 'condition'>> = {},
  ) {
    const now = clock();
    await createAdmissionsRepo(tx).changeStatus(application.id, {
      status,
      decisionReasonCode: decision.reasonCode ?? null,
      decisionNote: decision.note ?? null,
      decisionCondition: decision.condition ?? null,
      statusChangedAt: now,
      updatedAt: now,
    });
  }

  return {
    /** Registers something that must happen with every appended event, in its transaction. */
    onAppend(hook: AppendHook) {
      hooks.push(hook);
    },

    /** A learner's first submission (the applications feature has written the row as submitted). */
    async submitted(tx: Executor, { applicationId, institutionId, learnerId }: { applicationId: string; institutionId: string; learnerId: string }) {
      return append(tx, { applicationId, institutionId, type: 'submitted', fromStatus: 'draft', toStatus: 'submitted', actor: 'learner', actorId: learnerId });
    },

    /** An institution's decision, from Kusasa or its own system. */
    async decide(tx: Executor, decision: Decision): Promise<Changed> {
      const application = await locked(tx, decision.applicationId, decision.institutionId);
      if (!canMoveTo(application.status, decision.to)) throw new AppError('CONFLICT', admissionTexts.invalidTransition);
      await setStatus(tx, application, decision.to, decision);
      const event = await append(tx, {
        applicationId: application.id,
        institutionId: application.institutionId,
        type: 'status-changed',
        fromStatus: application.status,
        toStatus: decision.to,
        actor: decision.actor,
        actorId: decision.actorId,
        reasonCode: decision.reasonCode ?? null,
        note: decision.note ?? null,
        condition: decision.condition ?? null,
      });
      return { application, event };
    },

    /** The learner fixed what was asked and sends it again; `update` writes their changed fields first. */
    async resubmitted(tx: Executor, { applicationId, learnerId }: { applicationId: string; learnerId: string }, update: () => Promise<void>): Promise<Changed> {
      const application = await locked(tx, applicationId);
      if (application.userId !== learnerId) throw new AppError('NOT_FOUND', applicationErrorTexts.draftNotFound);
      if (!canResubmit(application.status)) throw new AppError('CONFLICT', admissionTexts.cannotResubmit);
      await update();
      await setStatus(tx, application, 'submitted');
      const event = await append(tx, {
        applicationId,
        institutionId: application.institutionId,
        type: 'resubmitted',
        fromStatus: application.status,
        toStatus: 'submitted',
        actor: 'learner',
        actorId: learnerId,
      });
      return { application, event };
    },

    async withdrawn(tx: Executor, { applicationId, learnerId }: { applicationId: string; learnerId: string }): Promise<Changed> {
      const application = await locked(tx, applicationId);
      if (application.userId !== learnerId) throw new AppError('NOT_FOUND', applicationErrorTexts.draftNotFound);
      if (!canWithdraw(application.status)) throw new AppError('CONFLICT', admissionTexts.cannotWithdraw);
      await setStatus(tx, application, 'withdrawn');
      const event = await append(tx, {
        applicationId,
        institutionId: application.institutionId,
        type: 'withdrawn',
        fromStatus: application.status,
        toStatus: 'withdrawn',
        actor: 'learner',
        actorId: learnerId,
      });
      return { application, event };
    },

    /** The first time someone at the institution opens the application; later openings change nothing. */
    async viewed(tx: Executor, { applicationId, institutionId, actorId }: { applicationId: string; institutionId: string; actorId: string }) {
      const application = await locked(tx, applicationId, institutionId);
      if (application.firstViewedAt) return null;
      await createAdmissionsRepo(tx).markViewed(application.id, clock());
      return append(tx, { applicationId, institutionId, type: 'viewed', actor: 'institution', actorId });
    },

    async documentsRequested(
      tx: Executor,
      request: Who & { applicationId: string; institutionId: string; documentTypes: readonly string[]; note: string | null },
    ): Promise<Changed> {
      const application = await locked(tx, request.applicationId, request.institutionId);
      const event = await append(tx, {
        applicationId: application.id,
        institutionId: application.institutionId,
        type: 'documents-requested',
        actor: request.actor,
        actorId: request.actorId,
        note: request.note,
        details: { documentTypes: [...request.documentTypes] },
      });
      return { application, event };
    },

    eventsOf: (applicationId: string, executor: Executor = db) => createAdmissionsRepo(executor).eventsOf(applicationId),
    /** An institution's events after `afterSeq`, oldest first: the institution API's feed. */
    eventsSince: (institutionId: string, afterSeq: number, limit: number) => createAdmissionsRepo(db).eventsSince(institutionId, afterSeq, limit),
    /** Events by their seq, in no order (webhook deliveries name their event by seq). */
    eventsBySeq: (seqs: number[], executor: Executor = db) => createAdmissionsRepo(executor).eventsBySeq(seqs),
  };
}

export type AdmissionsLedger = ReturnType<typeof createAdmissionsLedger>;
