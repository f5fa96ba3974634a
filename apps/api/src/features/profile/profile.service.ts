import { normalizeSaPhone } from '@kusasa/domain/rules/phone';
import { completionTexts, profileValidationTexts, wizardTexts } from '@kusasa/domain/profile-texts';
import {
  type AddressStep,
  type CompleteResponse,
  COMPLETION_REQUIREMENTS,
  type CompletionRequirement,
  type ContactStep,
  educationStepSchemaAt,
  LAST_WIZARD_STEP,
  type PersonalStep,
  type Profile,
  type ProgressInput,
} from '@kusasa/domain/schemas/profile';
import { errorTexts } from '@kusasa/domain/texts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, fieldsOfIssues } from '../../http/app-error.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createProfileRepo } from './profile.repo.ts';
import { createProfileReader } from './profile-reader.ts';

// The profile wizard's server side (seed 001 sections 4 and 7): each step saved to its tables,
// the saved place (Save & Exit, resume on any device) and the final submit. Every call takes the
// session user's id; nothing here reads a user id from a request body.

/** The step the wizard shows after each saved step (0-based: personal is 0). */
const NEXT_STEP = { personal: 1, contact: 2, address: 3, education: 4 } as const;

export function createProfileService(deps: {
  db: Database;
  clock: () => Date;
  users: Pick<UsersService, 'personalDetails' | 'byIdNumber' | 'updatePersonal'>;
}) {
  const { db, clock, users } = deps;
  const repo = createProfileRepo(db);
  const read = createProfileReader({ users, repo });

  return {
    read,

    async savePersonal(userId: string, input: PersonalStep): Promise<Profile> {
      const current = await users.personalDetails(userId);
      if (!current) throw new AppError('NOT_FOUND', 'Account not found');
      // The ID number was checked with the identity service at registration: it stays as verified.
      if (current.idNumber !== null && current.idNumber !== input.idNumber) {
        throw new AppError('VALIDATION', profileValidationTexts.idNumberLocked, { idNumber: profileValidationTexts.idNumberLocked });
      }
      const taken = () => new AppError('CONFLICT', profileValidationTexts.idNumberTaken, { idNumber: profileValidationTexts.idNumberTaken });
      if (current.idNumber === null) {
        const holder = await users.byIdNumber(input.idNumber);
        if (holder && holder.id !== userId) throw taken();
      }
      try {
        await db.transaction(async (tx) => {
          const inTx = createProfileRepo(tx);
          await users.updatePersonal(userId, { fullName: input.fullName, idNumber: input.idNumber, gender: input.gender }, clock(), tx);
          await inTx.advanceTo(userId, NEXT_STEP.personal, clock());
        });
      } catch (error) {
        // Another account took the number between the check and the write.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return read(userId);
    },

    async saveContact(userId: string, input: ContactStep): Promise<Profile> {
      await db.transaction(async (tx) => {
        const inTx = createProfileRepo(tx);
        await users.updatePersonal(
          userId,
          {
            phoneNumber: normalizeSaPhone(input.phoneNumber) ?? input.phoneNumber,
            contactEmail: input.contactEmail.trim(),
            emergencyContactName: input.emergencyContactName,
            emergencyContactPhone: normalizeSaPhone(input.emergencyContactPhone) ?? input.emergencyContactPhone,
          },
          clock(),
          tx,
        );
        await inTx.advanceTo(userId, NEXT_STEP.contact, clock());
      });
      return read(userId);
    },

    async saveAddress(userId: string, input: AddressStep): Promise<Profile> {
      await db.transaction(async (tx) => {
        const inTx = createProfileRepo(tx);
        await inTx.upsertAddress(userId, input, clock());
        await inTx.advanceTo(userId, NEXT_STEP.address, clock());
      });
      return read(userId);
    },

    /** Validated here, not by the route, so "this year" is the server clock's year. */
    async saveEducation(userId: string, body: unknown): Promise<Profile> {
      const parsed = educationStepSchemaAt(clock()).safeParse(body);
      if (!parsed.success) throw new AppError('VALIDATION', errorTexts.validation, fieldsOfIssues(parsed.error.issues));
      const { grade11Subjects, grade12Subjects, ...record } = parsed.data;
      // The record, both grades' marks and the saved place change together or not at all.
      await db.transaction(async (tx) => {
        const inTx = createProfileRepo(tx);
        const recordId = await inTx.upsertEducation(userId, record, clock());
        await inTx.replaceMarks(recordId, { grade11: grade11Subjects, grade12: grade12Subjects });
        await inTx.advanceTo(userId, NEXT_STEP.education, clock());
      });
      return read(userId);
    },

    /** Learners' provinces for other areas (funding's NSFAS queue and sponsors' matching). */
    provincesOf: (userIds: string[]) => repo.provincesOf(userIds),
    /** Learners' schools and completion years for other areas (counselors' caseloads). */
    schoolsOf: (userIds: string[]) => repo.schoolsOf(userIds),

    async saveProgress(userId: string, input: ProgressInput): Promise<Profile> {
      await repo.saveProgress(userId, input, clock());
      return read(userId);
    },

    /** Start New: the saved place and draft go; the saved step data stays in its tables. */
    async resetProgress(userId: string): Promise<Profile> {
      await repo.saveProgress(userId, { currentStep: 0, isDataSaved: false, draft: {} }, clock());
      return read(userId);
    },

    async complete(userId: string): Promise<CompleteResponse> {
      const profile = await read(userId);
      const done: Record<CompletionRequirement, boolean> = {
        ...profile.steps,
        idDocument: profile.documents.idDocument,
        grade12Results: profile.documents.grade12Results,
      };
      const missing = COMPLETION_REQUIREMENTS.filter((requirement) => !done[requirement]);
      if (missing.length > 0) {
        const names = missing.map((requirement) => completionTexts.missing[requirement]);
        throw new AppError('VALIDATION', `${completionTexts.missingMessage} ${names.join(', ')}.`, undefined, { extra: { missing } });
      }
      const now = clock();
      await repo.markCompleted(userId, LAST_WIZARD_STEP, now);
      return { message: wizardTexts.profileComplete, completedAt: now.toISOString() };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
