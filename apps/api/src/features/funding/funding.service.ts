import { fundingErrorTexts as t } from '@kusasa/domain/funding-error-texts';
import { completeAnswers, fundingStepSchemas, type FundingStep } from '@kusasa/domain/rules/funding-answers';
import { fundingChecklist, type FundingDocumentItem } from '@kusasa/domain/rules/funding-checklist';
import { assessFunding, ruleSetFor } from '@kusasa/domain/rules/funding-rules';
import { FUNDING_CONSENT_WORDING, type FundingConsentAudience } from '@kusasa/domain/rules/funding-statuses';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { errorTexts } from '@kusasa/domain/texts';
import type { FundingReadiness, LinkChecklistDocument, RecordNsfas } from '@kusasa/domain/schemas/funding/readiness';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import { AppError, fieldsOfIssues } from '../../http/app-error.ts';
import { createFundingReader, type FundingReaderDeps } from './funding-reader.ts';
import { createFundingRepo, type ReadinessRow } from './funding.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'guardianConsent'> & FundingReaderDeps;

// The learner's funding readiness (issue 28): the questionnaire saved step by step and assessed
// by the rule set in force, the checklist's documents, the NSFAS reference and status, and the
// consents. Every change that matters to the learner is an event on their funding timeline,
// written in the change's transaction.
export function createFundingService(deps: Deps) {
  const { db, clock } = deps;
  const reader = createFundingReader(deps);
  const today = () => isoCalendarDateIn(clock());

  /** Runs `change` with the learner's readiness row locked, then answers the whole view. */
  async function changing(userId: string, change: (tx: Executor, row: ReadinessRow) => Promise<void>): Promise<FundingReadiness> {
    await db.transaction(async (tx) => change(tx, await createFundingRepo(tx).lockReadiness(userId, clock())));
    return reader.readiness(userId);
  }

  return {
    readiness: (userId: string) => reader.readiness(userId),
    /** Learners NSFAS may fund with no myNSFAS reference yet (deadline reminders, issue 30). */
    learnersYetToApply: () => createFundingRepo(db).learnersYetToApply(),
    timeline: (userId: string) => reader.timeline(userId),

    /** Validated here, not by the route: the body's schema is the step's. */
    async saveStep(userId: string, step: FundingStep, body: unknown): Promise<FundingReadiness> {
      const parsed = fundingStepSchemas[step].safeParse(body);
      if (!parsed.success) throw new AppError('VALIDATION', errorTexts.validation, fieldsOfIssues(parsed.error.issues));
      return changing(userId, async (tx, row) => {
        const now = clock();
        const answers = { ...row.answers, ...parsed.data };
        const complete = completeAnswers(answers);
        const repo = createFundingRepo(tx);
        if (!complete) return repo.updateReadiness(userId, { answers, updatedAt: now });
        const assessment = assessFunding(complete, ruleSetFor(today()));
        await repo.updateReadiness(userId, {
          answers,
          outcome: assessment.outcome,
          ruleVersion: assessment.ruleVersion,
          reasons: assessment.reasons,
          assessedAt: now,
          updatedAt: now,
        });
        if (assessment.outcome !== row.outcome || assessment.ruleVersion !== row.ruleVersion) {
          await repo.appendEvent({
            userId,
            type: 'assessed',
            actor: 'learner',
            actorId: userId,
            fromStatus: row.outcome,
            toStatus: assessment.outcome,
            details: { ruleVersion: assessment.ruleVersion },
            createdAt: now,
          });
        }
      });
    },

    async linkDocument(userId: string, item: FundingDocumentItem, { documentId, certifiedOn }: LinkChecklistDocument): Promise<FundingReadiness> {
      if (certifiedOn > today()) throw new AppError('VALIDATION', errorTexts.validation, { certifiedOn: t.certifiedInFuture });
      const owned = await deps.vault.documentsOf(userId);
      if (!owned.some((document) => document.id === documentId)) throw new AppError('NOT_FOUND', t.documentNotFound);
      return changing(userId, async (tx, row) => {
        const complete = completeAnswers(row.answers);
        if (!complete || !fundingChecklist(complete).includes(item)) throw new AppError('CONFLICT', t.itemDoesNotApply);
        await createFundingRepo(tx).link({ userId, item, documentId, certifiedOn, linkedAt: clock() });
      });
    },

    async unlinkDocument(userId: string, item: FundingDocumentItem): Promise<FundingReadiness> {
      return changing(userId, async (tx) => {
        await createFundingRepo(tx).unlink(userId, item);
      });
    },

    /** The reference and the status the learner reads on myNSFAS. */
    async recordNsfas(userId: string, { reference, status }: RecordNsfas): Promise<FundingReadiness> {
      return changing(userId, async (tx, row) => {
        const now = clock();
        const repo = createFundingRepo(tx);
        if (reference !== row.nsfasReference) {
          await repo.updateReadiness(userId, { nsfasReference: reference, updatedAt: now });
          await repo.appendEvent({ userId, type: 'reference-recorded', actor: 'learner', actorId: userId, note: reference, createdAt: now });
        }
        if (status !== row.nsfasStatus) {
          await repo.updateReadiness(userId, {
            nsfasStatus: status,
            statusSetBy: status ? 'learner' : null,
            statusChangedAt: status ? now : null,
            updatedAt: now,
          });
          await repo.appendEvent({
            userId,
            type: 'status-changed',
            actor: 'learner',
            actorId: userId,
            fromStatus: row.nsfasStatus,
            toStatus: status,
            createdAt: now,
          });
        }
      });
    },

    /** Records the wording the learner read; a version other than today's means they read an old one. */
    async giveConsent(userId: string, audience: FundingConsentAudience, version: string): Promise<FundingReadiness> {
      const wording = FUNDING_CONSENT_WORDING[audience];
      if (version !== wording.version) throw new AppError('CONFLICT', t.consentWordingChanged);
      await deps.guardianConsent.assertSharing(userId);
      return changing(userId, async (tx) => {
        const now = clock();
        const repo = createFundingRepo(tx);
        const inserted = await repo.insertConsent({ userId, audience, version, wording: wording.text, givenAt: now });
        if (inserted.length > 0)
          await repo.appendEvent({ userId, type: 'consent-given', actor: 'learner', actorId: userId, details: { audience, version }, createdAt: now });
      });
    },

    /** Takes effect at once: staff and sponsors check the consent on every request. */
    async revokeConsent(userId: string, audience: FundingConsentAudience): Promise<FundingReadiness> {
      return changing(userId, async (tx) => {
        const now = clock();
        const repo = createFundingRepo(tx);
        const revoked = await repo.revokeConsent(userId, audience, now);
        if (revoked.length > 0)
          await repo.appendEvent({ userId, type: 'consent-revoked', actor: 'learner', actorId: userId, details: { audience }, createdAt: now });
      });
    },
  };
}

export type FundingService = ReturnType<typeof createFundingService>;
