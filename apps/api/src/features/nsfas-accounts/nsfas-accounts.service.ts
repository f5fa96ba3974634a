import { nsfasAccountTexts as t } from '@kusasa/domain/nsfas-account-texts';
import type { NsfasAccount, NsfasStaffStatus } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import type { Actor } from '../../auth/policy.ts';
import type { Kernel } from '../../core/kernel.ts';
import { reviewMailer, reviewStatusOf as statusOf, undecided, writeOnce } from '../../core/account-reviews.ts';
import { approvedMail, declinedMail } from './nsfas-account-mails.ts';
import { createNsfasAccountsRepo, type NsfasAccountRow, type NsfasAccountStatus } from './nsfas-accounts.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit' | 'mailer' | 'log' | 'users'> & { publicUrl: string };

// Admins review NSFAS staff accounts (issue 28), as they do institution accounts: an account sees
// no learner until approved; a decline carries a reason. Either is audited in its transaction and
// mailed to the account after it.
export function createNsfasAccountsService({ db, clock, audit, mailer, log, users, publicUrl }: Deps) {
  const repo = createNsfasAccountsRepo(db);

  async function withUsers(rows: NsfasAccountRow[]): Promise<NsfasAccount[]> {
    const found = new Map((await users.summariesOf(rows.map((row) => row.userId))).map((user) => [user.id, user]));
    return rows.map((row) => ({
      userId: row.userId,
      email: found.get(row.userId)?.email ?? '',
      fullName: found.get(row.userId)?.fullName ?? null,
      employeeNumber: row.employeeNumber,
      department: row.department,
      region: row.region,
      position: row.position,
      registeredAt: row.registeredAt.toISOString(),
      status: statusOf(row.decision),
      reason: row.reason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
  }

  async function pendingAccount(userId: string): Promise<NsfasAccount> {
    const [account] = await withUsers([undecided(await repo.accountOf(userId), t)]);
    return account!;
  }

  const mail = reviewMailer({ mailer, log }, 'NSFAS account');

  async function decide(admin: Actor, userId: string, decision: 'approved' | 'declined', reason: string | null, account: NsfasAccount, now: Date) {
    await writeOnce(async () => {
      await db.transaction(async (tx) => {
        await createNsfasAccountsRepo(tx).insertReview({ userId, decision, reason, decidedBy: admin.id, decidedAt: now });
        await audit.adminAction(
          {
            adminId: admin.id,
            action: decision === 'approved' ? 'NSFAS_ACCOUNT_APPROVED' : 'NSFAS_ACCOUNT_DECLINED',
            message: `${decision === 'approved' ? 'Approved' : 'Declined'} the NSFAS account of ${account.fullName ?? account.email}`,
            targetType: 'nsfas_account',
            targetId: userId,
            ...(reason ? { reason } : {}),
          },
          tx,
        );
      });
    }, t.alreadyDecided);
  }

  return {
    list: async (status: NsfasAccountStatus) => ({ accounts: await withUsers(await repo.list(status)) }),

    async approve(admin: Actor, userId: string): Promise<NsfasAccount> {
      const account = await pendingAccount(userId);
      const now = clock();
      await decide(admin, userId, 'approved', null, account, now);
      await mail(approvedMail({ email: account.email, name: account.fullName ?? account.email }, publicUrl), userId);
      return { ...account, status: 'approved', decidedAt: now.toISOString() };
    },

    async decline(admin: Actor, userId: string, reason: string): Promise<NsfasAccount> {
      const account = await pendingAccount(userId);
      const now = clock();
      await decide(admin, userId, 'declined', reason, account, now);
      await mail(declinedMail({ email: account.email, name: account.fullName ?? account.email }, reason, publicUrl), userId);
      return { ...account, status: 'declined', reason, decidedAt: now.toISOString() };
    },

    /** Whether an admin approved this NSFAS account (the workspace's gate). */
    isApproved: async (userId: string): Promise<boolean> => (await repo.reviewOf(userId))?.decision === 'approved',

    /** Where the account stands, for its own workspace; an account without NSFAS details is pending. */
    async statusOf(userId: string): Promise<NsfasStaffStatus> {
      const row = await repo.accountOf(userId);
      return { status: statusOf(row?.decision ?? null), reason: row?.reason ?? null, department: row?.department ?? null, region: row?.region ?? null };
    },
  };
}
export type NsfasAccountsService = ReturnType<typeof createNsfasAccountsService>;
