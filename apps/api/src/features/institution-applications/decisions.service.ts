import { inboxTexts, learnerDecisionMail } from '@kusasa/domain/inbox-texts';
import { decisionNotices } from '@kusasa/domain/admission-texts';
import type { DecisionInput, DecisionResult } from '@kusasa/domain/schemas/institution-applications/decisions';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createDecisionsRepo } from './decisions.repo.ts';
import { toTimelineEvent } from './timeline.ts';

export interface DecisionsDeps extends Pick<Kernel, 'db' | 'admissions' | 'notify' | 'mailer' | 'log'> {
  users: Pick<UsersService, 'summariesOf'>;
  audit: Pick<AuditService, 'adminAction'>;
  publicUrl: string;
}

/** What a decision says: the inbox's form, or the institution API's body (which has no `fix`). */
export type DecisionChange = Pick<DecisionInput, 'to' | 'documents'> & {
  reasonCode?: DecisionInput['reasonCode'] | null;
  note?: string | null;
  condition?: string | null;
  fix?: string | null;
};

/** Who decides: a colleague in Kusasa (actorId: their user id) or the institution's own system (actorId: its API key's id). */
export interface Decider {
  institutionId: string;
  actor: 'institution' | 'api';
  actorId: string | null;
}

/** Where the learner reads their applications. */
const LEARNER_APPLICATIONS_PATH = '/apply';

// An institution's decision on one application (issue 25), from the inbox or the institution API:
// the ledger changes the status and appends the event, the learner's bell gets the notice in the
// same transaction, the decision is audited, and after commit the learner gets the mail. Another
// institution's application answers 404, a move the status does not allow 409.
export function createDecisionsService({ db, admissions, notify, mailer, log, users, audit, publicUrl }: DecisionsDeps) {
  /**
   * The decision in the caller's transaction: status, event, the learner's notice and the audit
   * entry. `afterCommit` sends the learner's mail; call it once the transaction has committed.
   */
  async function decideIn(tx: Executor, who: Decider, applicationId: string, input: DecisionChange) {
    const note = input.to === 'resubmission-required' ? [input.fix, input.note].filter(Boolean).join('\n\n') || null : (input.note ?? null);
    const decision = {
      reasonCode: input.to === 'rejected' ? (input.reasonCode ?? null) : null,
      note,
      condition: input.to === 'approved' ? (input.condition ?? null) : null,
    };
    const changed = await admissions.decide(tx, {
      applicationId,
      institutionId: who.institutionId,
      to: input.to,
      actor: who.actor,
      actorId: who.actorId,
      ...decision,
    });
    if (input.to === 'resubmission-required' && input.documents?.length) {
      await admissions.documentsRequested(tx, {
        applicationId,
        institutionId: who.institutionId,
        actor: who.actor,
        actorId: who.actorId,
        documentTypes: input.documents,
        note: null,
      });
    }
    const names = (await createDecisionsRepo(tx).namesOf(applicationId)) ?? { institution: inboxTexts.someInstitution, programme: inboxTexts.someProgramme };
    const notice = decisionNotices[input.to];
    await notify(
      changed.application.userId,
      { title: notice.title, message: notice.message(names.institution, names.programme), type: 'application_status' },
      tx,
    );
    if (who.actor === 'institution' && who.actorId) {
      await audit.adminAction(
        {
          adminId: who.actorId,
          action: 'INSTITUTION_APPLICATION_DECIDED',
          message: `Decided an application: ${input.to}`,
          component: 'institution',
          targetType: 'application',
          targetId: applicationId,
          details: { from: changed.event.fromStatus, to: input.to, reason_code: decision.reasonCode },
        },
        tx,
      );
    }
    const mail = learnerDecisionMail({
      to: input.to,
      institution: names.institution,
      programme: names.programme,
      ...decision,
      link: `${publicUrl}${LEARNER_APPLICATIONS_PATH}`,
    });
    return { event: changed.event, afterCommit: () => mailLearner(changed.application.userId, mail) };
  }

  return {
    decideIn,

    async decide(who: Decider, applicationId: string, input: DecisionInput): Promise<DecisionResult> {
      const { event, afterCommit } = await db.transaction((tx) => decideIn(tx, who, applicationId, input));
      await afterCommit();
      return { id: applicationId, status: input.to, event: toTimelineEvent(event) };
    },
  };

  /** The decision stands whatever happens to the mail: a failure is logged, the bell already has it. */
  async function mailLearner(learnerId: string, mail: { subject: string; text: string }) {
    try {
      const [learner] = await users.summariesOf([learnerId]);
      const to = learner?.contactEmail ?? learner?.email;
      if (to) await mailer.send({ to, ...mail });
    } catch (error) {
      log.warn({ err: error, learnerId }, 'decision mail not sent');
    }
  }
}

export type DecisionsService = ReturnType<typeof createDecisionsService>;
