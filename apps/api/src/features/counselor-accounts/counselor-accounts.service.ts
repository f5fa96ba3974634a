import { counselorAccountTexts as t } from '@kusasa/domain/counselor-texts';
import type { CounselorSchool } from '@kusasa/domain/schemas/counselors/common';
import type { CounselorAccount, CounselorProfile } from '@kusasa/domain/schemas/counselors/caseload';
import type { Actor } from '../../auth/policy.ts';
import type { Kernel } from '../../core/kernel.ts';
import { reviewMailer, reviewStatusOf as statusOf, undecided } from '../../core/account-reviews.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { approvedMail, declinedMail } from './counselor-account-mails.ts';
import { newCounselorCode } from './counselor-code.ts';
import { createCounselorAccountsRepo, type CounselorAccountRow, type CounselorAccountStatus } from './counselor-accounts.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit' | 'mailer' | 'log' | 'users'> & {
  publicUrl: string;
  /** Tests hand in a fixed sequence to see a taken code retried. */
  newCode?: () => string;
};

/** Codes tried before giving up: with 31^6 codes a clash is rare, and several in a row a fault. */
const CODE_ATTEMPTS = 5;

const schoolOf = (row: { emisNumber: string | null; schoolName: string | null } | undefined): CounselorSchool | null =>
  row?.emisNumber && row.schoolName ? { emisNumber: row.emisNumber, schoolName: row.schoolName } : null;

/** What the links feature reads of a counselor: the name and school a learner sees, and whether approved. */
export interface CounselorSummary {
  name: string | null;
  school: CounselorSchool | null;
  approved: boolean;
}

// Admins review counselor accounts (issue 29), as they do NSFAS staff accounts: an approval issues
// the code learners enter to link; a decline carries a reason. Either is audited in its
// transaction and mailed to the counselor after it. The counselor sets their school at any time.
export function createCounselorAccountsService({ db, clock, audit, mailer, log, users, publicUrl, newCode = newCounselorCode }: Deps) {
  const repo = createCounselorAccountsRepo(db);

  async function withUsers(rows: CounselorAccountRow[]): Promise<CounselorAccount[]> {
    const found = new Map((await users.summariesOf(rows.map((row) => row.userId))).map((user) => [user.id, user]));
    return rows.map((row) => ({
      userId: row.userId,
      email: found.get(row.userId)?.email ?? '',
      fullName: found.get(row.userId)?.fullName ?? row.fullName,
      // Seed 000: the organisation named at sign-up is form-only, not stored.
      organization: null,
      specialization: row.specialization,
      assignedRegion: row.assignedRegion,
      school: schoolOf(row),
      registeredAt: row.registeredAt.toISOString(),
      status: statusOf(row.decision),
      reason: row.reason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
  }

  async function pendingAccount(userId: string): Promise<CounselorAccount> {
    const [account] = await withUsers([undecided(await repo.accountOf(userId), t)]);
    return account!;
  }

  const mail = reviewMailer({ mailer, log }, 'counselor account');

  /** The review, the code when approving, and the audit entry, in one transaction; a taken code is drawn again. */
  async function decide(admin: Actor, account: CounselorAccount, decision: 'approved' | 'declined', reason: string | null, now: Date) {
    const { userId } = account;
    for (let attempt = 1; ; attempt++) {
      const code = decision === 'approved' ? newCode() : null;
      try {
        await db.transaction(async (tx) => {
          const txRepo = createCounselorAccountsRepo(tx);
          await txRepo.insertReview({ userId, decision, reason, decidedBy: admin.id, decidedAt: now });
          if (code) await txRepo.setCode(userId, code, now);
          await audit.adminAction(
            {
              adminId: admin.id,
              action: decision === 'approved' ? 'COUNSELOR_ACCOUNT_APPROVED' : 'COUNSELOR_ACCOUNT_DECLINED',
              message: `${decision === 'approved' ? 'Approved' : 'Declined'} the counselor account of ${account.fullName ?? account.email}`,
              targetType: 'counselor_account',
              targetId: userId,
              ...(reason ? { reason } : {}),
              ...(code ? { details: { code } } : {}),
            },
            tx,
          );
        });
        return code;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two admins at once: the second review hits the primary key. Otherwise the code was taken.
        if (await repo.reviewOf(userId)) throw new AppError('CONFLICT', t.alreadyDecided, undefined, { cause: error });
        if (attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  /** Where the counselor stands, their code once approved, and their school. */
  async function profileOf(userId: string): Promise<CounselorProfile> {
    const [review, profile] = await Promise.all([repo.reviewOf(userId), repo.profileOf(userId)]);
    const status = statusOf(review?.decision);
    return {
      status,
      reason: review?.reason ?? null,
      code: status === 'approved' ? (profile?.code ?? null) : null,
      school: schoolOf(profile),
      // Seed 000: the organisation named at sign-up is form-only, not stored.
      organization: null,
    };
  }

  return {
    list: async (status: CounselorAccountStatus) => ({ accounts: await withUsers(await repo.list(status)) }),

    async approve(admin: Actor, userId: string): Promise<CounselorAccount> {
      const account = await pendingAccount(userId);
      const now = clock();
      const code = await decide(admin, account, 'approved', null, now);
      await mail(approvedMail({ email: account.email, name: account.fullName ?? account.email }, code!, publicUrl), userId);
      return { ...account, status: 'approved', decidedAt: now.toISOString() };
    },

    async decline(admin: Actor, userId: string, reason: string): Promise<CounselorAccount> {
      const account = await pendingAccount(userId);
      const now = clock();
      await decide(admin, account, 'declined', reason, now);
      await mail(declinedMail({ email: account.email, name: account.fullName ?? account.email }, reason, publicUrl), userId);
      return { ...account, status: 'declined', reason, decidedAt: now.toISOString() };
    },

    /** Whether an admin approved this counselor (the caseload's and the invitations' gate; CounselorApprovalPort). */
    isApproved: async (userId: string): Promise<boolean> => (await repo.reviewOf(userId))?.decision === 'approved',

    profileOf,

    /** Allowed before approval too: an admin sees the school when reviewing. */
    async setSchool(userId: string, school: CounselorSchool): Promise<CounselorProfile> {
      await repo.setSchool(userId, school, clock());
      return profileOf(userId);
    },

    /** The approved counselor holding this code (already normalised by the schema); null for any other. */
    async byCode(code: string): Promise<{ counselorId: string } | null> {
      const row = await repo.approvedByCode(code);
      return row ? { counselorId: row.userId } : null;
    },

    /** Names, schools and approval of these counselors, by id (every id answered). */
    async summariesOf(userIds: string[]): Promise<Map<string, CounselorSummary>> {
      const unique = [...new Set(userIds)];
      const [rows, names] = await Promise.all([repo.summariesOf(unique), users.displayNamesOf(unique)]);
      const byId = new Map(rows.map((row) => [row.userId, row]));
      return new Map(
        unique.map((id) => [id, { name: names.get(id) ?? null, school: schoolOf(byId.get(id)), approved: byId.get(id)?.decision === 'approved' }]),
      );
    },
  };
}
export type CounselorAccountsService = ReturnType<typeof createCounselorAccountsService>;
