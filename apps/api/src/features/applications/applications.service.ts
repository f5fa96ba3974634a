import { applicationErrorTexts, applicationFieldTexts, applicationLimitMessage } from '@kusasa/domain/application-texts';
import { UPGRADE_URL, type Plan } from '@kusasa/domain/rules/plans';
import {
  type Application,
  type ApplicationDraftInput,
  type ApplicationLimit,
  type ApplicationList,
  type ApplicationSubmitInput,
} from '@kusasa/domain/schemas/applications';
import { AppError } from '../../http/app-error.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { toApplication } from './application-view.ts';
import { createApplicationsRepo, type ApplicationListRow, type ApplicationsRepo } from './applications.repo.ts';
import type { AdmissionsLedger } from '../../core/admissions/admissions-ledger.ts';
import type { Kernel } from '../../core/kernel.ts';

export interface SavedApplication {
  application: Application;
  created: boolean;
}

/**
 * Plan caps (seed 001 points 1 and 9: Starter 1, Essential 3, Pro + AI 6). Every application row
 * counts, drafts included: a NEW row (draft or straight submission) is refused once drafts plus
 * submitted reach the cap, so a Starter learner cannot pile up drafts they could never submit.
 * Editing or submitting a row that already exists adds nothing, so it is allowed, except that
 * submitting a draft is refused when the submitted ones alone already fill the cap (a plan that
 * lapsed). Counting happens under a lock on the learner's row in the same transaction as the
 * write, and rows are keyed by the browser's clientId, so a re-sent draft or submission (a
 * reconnecting browser) updates its one row and never counts twice.
 */
export function createApplicationsService({
  db,
  clock,
  plans,
  users,
  admissions,
  apsFor,
  guardianConsent,
}: Pick<Kernel, 'db' | 'clock' | 'plans' | 'guardianConsent'> & {
  admissions: Pick<AdmissionsLedger, 'submitted'>;
  /** The learner's score under the programme's own rule pack, kept for the institution's APS bands (issue 25). */
  apsFor?: (userId: string, programId: string) => Promise<number | null>;
  users: Pick<UsersService, 'lock' | 'personalDetails'>;
}) {
  function limitOf(plan: Plan, used: number): ApplicationLimit {
    return { planId: plan.id, planName: plan.name, max: plan.maxApplications, used, remaining: Math.max(0, plan.maxApplications - used) };
  }

  function planLimit(plan: Plan): AppError {
    return new AppError('PLAN_LIMIT', applicationLimitMessage(plan.maxApplications, plan.name), undefined, { extra: { upgradeUrl: UPGRADE_URL } });
  }

  async function withDocuments(repo: ApplicationsRepo, userId: string, rows: ApplicationListRow[]): Promise<Application[]> {
    const docs = await repo.documentsFor(
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      // Newest first, so the first match is the application's current document.
      const doc = docs.find((candidate) => candidate.applicationId === row.id);
      return toApplication(row, doc);
    });
  }

  async function one(repo: ApplicationsRepo, userId: string, id: string): Promise<Application> {
    const [application] = await withDocuments(repo, userId, await repo.list(userId, id));
    if (!application) throw new AppError('NOT_FOUND', applicationErrorTexts.draftNotFound);
    return application;
  }

  /** The university and program must exist, be active and belong together (a 400 on the field otherwise). */
  async function checkChoice(repo: ApplicationsRepo, institutionId: string | null, programId: string | null): Promise<void> {
    if (institutionId) {
      const institution = await repo.findInstitution(institutionId);
      if (!institution?.active) throw fieldError('institutionId', applicationFieldTexts.universityRequired);
    }
    if (programId) {
      if (!institutionId) throw fieldError('institutionId', applicationFieldTexts.universityRequired);
      const programme = await repo.findProgramme(programId);
      if (!programme?.active || programme.institutionId !== institutionId) throw fieldError('programId', applicationFieldTexts.programNotFound);
    }
  }

  return {
    async list(userId: string): Promise<ApplicationList> {
      const repo = createApplicationsRepo(db);
      const [rows, plan] = await Promise.all([repo.list(userId), plans.currentPlan(userId)]);
      return { applications: await withDocuments(repo, userId, rows), limit: limitOf(plan, rows.length) };
    },

    /** PUT semantics: the body is the whole draft, so a field left out is cleared. */
    async saveDraft(userId: string, clientId: string, input: ApplicationDraftInput): Promise<SavedApplication> {
      const values = {
        institutionId: input.institutionId ?? null,
        programId: input.programId ?? null,
        grade12Results: blankToNull(input.grade12Results),
        personalStatement: blankToNull(input.personalStatement),
      };
      return db.transaction(async (tx) => {
        const repo = createApplicationsRepo(tx);
        // Serialises one learner's application writes, so two tabs cannot both pass the plan cap.
        await users.lock([userId], tx);
        await checkChoice(repo, values.institutionId, values.programId);
        const existing = await repo.findByClientId(userId, clientId);
        const now = clock();
        if (existing) {
          if (existing.status !== 'draft') throw new AppError('CONFLICT', applicationErrorTexts.alreadySubmitted);
          await repo.update(userId, existing.id, { ...values, updatedAt: now });
          return { application: await one(repo, userId, existing.id), created: false };
        }
        const plan = await plans.currentPlan(userId, tx);
        if ((await repo.counts(userId)).total >= plan.maxApplications) throw planLimit(plan);
        const row = await repo.insert({ ...values, userId, clientId, status: 'draft', submittedAt: null, now });
        return { application: await one(repo, userId, row.id), created: true };
      });
    },

    /** Name and ID number come from the learner's profile; the body's copies are ignored. */
    async submit(userId: string, input: ApplicationSubmitInput): Promise<SavedApplication> {
      // Read before the transaction: the embedded database runs one statement at a time.
      const apsScore = apsFor ? await apsFor(userId, input.programId) : null;
      return db.transaction(async (tx) => {
        const repo = createApplicationsRepo(tx);
        await users.lock([userId], tx);
        // A learner under 18 keeps drafts until their guardian confirms; nothing reaches an institution.
        await guardianConsent.assertSharing(userId, tx);
        const existing = await repo.findByClientId(userId, input.clientId);
        // Already submitted (a re-sent submission): answer with the row as it is.
        if (existing && existing.status !== 'draft') return { application: await one(repo, userId, existing.id), created: false };

        const profile = await users.personalDetails(userId, tx);
        const missing: Record<string, string> = {};
        if (!profile?.fullName?.trim()) missing.fullName = applicationFieldTexts.fullNameRequired;
        if (!profile?.idNumber?.trim()) missing.idNumber = applicationFieldTexts.idNumberRequired;
        const [firstMessage] = Object.values(missing);
        if (firstMessage) throw new AppError('VALIDATION', firstMessage, missing);
        await checkChoice(repo, input.institutionId, input.programId);

        const plan = await plans.currentPlan(userId, tx);
        const counts = await repo.counts(userId);
        const values = {
          institutionId: input.institutionId,
          programId: input.programId,
          grade12Results: input.grade12Results,
          personalStatement: blankToNull(input.personalStatement),
          apsScore,
        };
        const now = clock();
        if (existing) {
          if (counts.nonDraft >= plan.maxApplications) throw planLimit(plan);
          await repo.update(userId, existing.id, { ...values, status: 'submitted', submittedAt: now, statusChangedAt: now, updatedAt: now });
          await admissions.submitted(tx, { applicationId: existing.id, institutionId: input.institutionId, learnerId: userId });
          return { application: await one(repo, userId, existing.id), created: false };
        }
        if (counts.total >= plan.maxApplications) throw planLimit(plan);
        const row = await repo.insert({ ...values, userId, clientId: input.clientId, status: 'submitted', submittedAt: now, now });
        await admissions.submitted(tx, { applicationId: row.id, institutionId: input.institutionId, learnerId: userId });
        return { application: await one(repo, userId, row.id), created: true };
      });
    },

    /** Learners with a draft or a resubmission to make (deadline reminders, issue 30). */
    ownersWithOpenSteps: () => createApplicationsRepo(db).ownersWithOpenSteps(),

    /** Many learners' applications with their closing dates, in one read (counselors' caseloads, issue 29). */
    overviewOf: (userIds: string[], today: string) => createApplicationsRepo(db).overviewOf(userIds, today),

    async discardDraft(userId: string, clientId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = createApplicationsRepo(tx);
        const existing = await repo.findByClientId(userId, clientId);
        if (!existing) throw new AppError('NOT_FOUND', applicationErrorTexts.draftNotFound);
        if (existing.status !== 'draft') throw new AppError('CONFLICT', applicationErrorTexts.alreadySubmitted);
        await repo.deleteDraft(userId, clientId);
      });
    },
  };
}

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { [field]: message });
}

function blankToNull(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
