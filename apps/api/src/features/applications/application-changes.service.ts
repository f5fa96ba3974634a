import { applicationErrorTexts } from '@kusasa/domain/application-texts';
import {
  documentsRequestedNextStep,
  learnerChangeTexts,
  learnerEventTitle,
  learnerNextStep,
  learnerStatusLabel,
  unsuccessfulReasonLabel,
} from '@kusasa/domain/application-timeline-texts';
import { APPLICATION_EVENT_TYPES, canResubmit, canWithdraw, requestedDocumentsOf, type ApplicationEventType } from '@kusasa/domain/rules/admissions';
import { applicationStatusSchema } from '@kusasa/domain/schemas/applications';
import type { ResubmitInput } from '@kusasa/domain/schemas/applications/resubmit';
import type { LearnerTimeline } from '@kusasa/domain/schemas/applications/timeline';
import type { AdmissionsLedger } from '../../core/admissions/admissions-ledger.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createApplicationsRepo } from './applications.repo.ts';

export interface ApplicationChangesDeps extends Pick<Kernel, 'db' | 'clock' | 'notify' | 'mailer' | 'log' | 'guardianConsent'> {
  admissions: Pick<AdmissionsLedger, 'eventsOf' | 'resubmitted' | 'withdrawn'>;
  users: Pick<UsersService, 'summariesOf'>;
  /** The learner's score under the programme's own rule pack, kept on the row for the inbox's APS bands. */
  apsFor?: (userId: string, programId: string) => Promise<number | null>;
}

const eventType = (type: string): ApplicationEventType =>
  (APPLICATION_EVENT_TYPES as readonly string[]).includes(type) ? (type as ApplicationEventType) : 'status-changed';

// What happens to a learner's application after submission, on their side (issue 25): its history
// in their words, resubmitting what the institution sent back, and withdrawing. Each change goes
// through the admissions ledger in one transaction with the learner's notice; the mail follows.
export function createApplicationChangesService(deps: ApplicationChangesDeps) {
  const { db, clock, admissions, notify, mailer, users, log } = deps;

  async function own(userId: string, id: string, executor: Executor = db) {
    const [row] = await createApplicationsRepo(executor).list(userId, id);
    if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', applicationErrorTexts.draftNotFound);
    return row;
  }

  async function timeline(userId: string, id: string): Promise<LearnerTimeline> {
    const row = await own(userId, id);
    const events = await admissions.eventsOf(row.id);
    return {
      id: row.id,
      status: applicationStatusSchema.parse(row.status),
      statusLabel: learnerStatusLabel(row.status) ?? row.status,
      nextStep: learnerNextStep(row.status, row.decisionReasonCode),
      decision: { reason: unsuccessfulReasonLabel(row.decisionReasonCode), note: row.decisionNote, condition: row.decisionCondition },
      canResubmit: canResubmit(row.status),
      canWithdraw: canWithdraw(row.status),
      events: events.map((event) => {
        const decided = event.type === 'status-changed';
        return {
          id: event.id,
          type: eventType(event.type),
          title: learnerEventTitle(eventType(event.type), event.toStatus, requestedDocumentsOf(event.details)),
          reason: decided ? unsuccessfulReasonLabel(event.reasonCode) : null,
          nextStep:
            decided && event.toStatus
              ? learnerNextStep(event.toStatus, event.reasonCode)
              : event.type === 'documents-requested'
                ? documentsRequestedNextStep
                : null,
          note: event.type === 'viewed' ? null : event.note,
          condition: event.condition,
          createdAt: event.createdAt.toISOString(),
        };
      }),
    };
  }

  async function tell(userId: string, title: string, message: string) {
    try {
      const [learner] = await users.summariesOf([userId]);
      const to = learner?.contactEmail ?? learner?.email;
      if (to) await mailer.send({ to, subject: title, text: `${message}\n\nKusasa` });
    } catch (error) {
      log.warn({ err: error, userId }, 'application change mail not sent');
    }
  }

  return {
    timeline,

    async resubmit(userId: string, id: string, input: ResubmitInput): Promise<LearnerTimeline> {
      // The score is read before the transaction: the embedded database runs one statement at a time.
      const before = await own(userId, id);
      await deps.guardianConsent.assertSharing(userId);
      const apsScore = deps.apsFor && before.programId ? await deps.apsFor(userId, before.programId) : before.apsScore;
      const programme = await db.transaction(async (tx) => {
        const row = await own(userId, id, tx);
        await admissions.resubmitted(tx, { applicationId: id, learnerId: userId }, async () => {
          await createApplicationsRepo(tx).update(userId, id, {
            ...(input.grade12Results === undefined ? {} : { grade12Results: input.grade12Results }),
            ...(input.personalStatement === undefined ? {} : { personalStatement: input.personalStatement.trim() || null }),
            apsScore,
            updatedAt: clock(),
          });
        });
        const name = row.programName ?? learnerChangeTexts.someProgramme;
        await notify(userId, { title: learnerChangeTexts.resubmittedTitle, message: learnerChangeTexts.resubmitted(name), type: 'application_status' }, tx);
        return name;
      });
      await tell(userId, learnerChangeTexts.resubmittedTitle, learnerChangeTexts.resubmitted(programme));
      return timeline(userId, id);
    },

    async withdraw(userId: string, id: string): Promise<LearnerTimeline> {
      const programme = await db.transaction(async (tx) => {
        const row = await own(userId, id, tx);
        await admissions.withdrawn(tx, { applicationId: id, learnerId: userId });
        const name = row.programName ?? learnerChangeTexts.someProgramme;
        await notify(userId, { title: learnerChangeTexts.withdrawnTitle, message: learnerChangeTexts.withdrawn(name), type: 'application_status' }, tx);
        return name;
      });
      await tell(userId, learnerChangeTexts.withdrawnTitle, learnerChangeTexts.withdrawn(programme));
      return timeline(userId, id);
    },
  };
}

export type ApplicationChangesService = ReturnType<typeof createApplicationChangesService>;
