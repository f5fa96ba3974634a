import { admissionTexts } from '@kusasa/domain/admission-texts';
import { accountReviewTexts as t } from '@kusasa/domain/institution-workspace-texts';
import type { AccountReview, AccountReviewStatus, ApproveAccount, DeclineAccount } from '@kusasa/domain/schemas/institution-workspace/account-reviews';
import type { Actor } from '../../auth/policy.ts';
import type { Kernel } from '../../core/kernel.ts';
import { reviewMailer, reviewStatusOf as statusOf, undecided, writeOnce } from '../../core/account-reviews.ts';
import { AppError } from '../../http/app-error.ts';
import { approvedMail, declinedMail } from './account-review-mails.ts';
import { createInstitutionAccountsRepo } from './institution-accounts.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit' | 'mailer' | 'log' | 'users' | 'institutionMembers'> & { publicUrl: string };
type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createInstitutionAccountsRepo>['registrationOf']>>>;

// Admins review institution accounts (issue 25): approval links the account to one catalogue
// institution and makes it that institution's first user, its lead; a decline carries a reason.
// Either is audited in its transaction and mailed to the account after it.
export function createInstitutionAccountsService({ db, clock, audit, mailer, log, users, institutionMembers, publicUrl }: Deps) {
  const repo = createInstitutionAccountsRepo(db);

  async function withEmails(rows: Row[]): Promise<AccountReview[]> {
    const ids = rows.map((row) => row.userId).filter((id): id is string => id !== null);
    const emails = new Map((await users.summariesOf(ids)).map((user) => [user.id, user.email]));
    return rows.flatMap((row) =>
      row.userId
        ? [
            {
              userId: row.userId,
              email: emails.get(row.userId) ?? '',
              contactName: row.contactName,
              registeredName: row.registeredName,
              registeredType: row.registeredType,
              province: row.province,
              registeredAt: row.registeredAt.toISOString(),
              status: statusOf(row.decision),
              institution: row.institutionId && row.institutionName ? { id: row.institutionId, name: row.institutionName } : null,
              reason: row.reason,
              decidedAt: row.decidedAt?.toISOString() ?? null,
            },
          ]
        : [],
    );
  }

  async function pendingAccount(userId: string): Promise<AccountReview> {
    const [account] = await withEmails([undecided(await repo.registrationOf(userId), t)]);
    return account!;
  }

  const mail = reviewMailer({ mailer, log }, 'institution account');
  const decide = (write: () => Promise<void>) => writeOnce(write, t.alreadyDecided);

  return {
    list: async (status: AccountReviewStatus) => ({ accounts: await withEmails(await repo.list(status)) }),

    async approve(admin: Actor, userId: string, { institutionId }: ApproveAccount): Promise<AccountReview> {
      const account = await pendingAccount(userId);
      const institution = await repo.catalogueInstitution(institutionId);
      if (!institution) throw new AppError('NOT_FOUND', t.institutionNotFound);
      if (await institutionMembers.membershipOf(userId)) throw new AppError('CONFLICT', admissionTexts.alreadyMember);
      const now = clock();
      await decide(() =>
        db.transaction(async (tx) => {
          const inTx = createInstitutionAccountsRepo(tx);
          await inTx.insertReview({ userId, decision: 'approved', institutionId, decidedBy: admin.id, decidedAt: now });
          await institutionMembers.add({ userId, institutionId, role: 'lead', createdAt: now }, tx);
          await audit.adminAction(
            {
              adminId: admin.id,
              action: 'INSTITUTION_ACCOUNT_APPROVED',
              message: `Approved the institution account of ${account.registeredName} as lead of ${institution.name}`,
              targetType: 'institution_account',
              targetId: userId,
              details: { institution_id: institutionId },
            },
            tx,
          );
        }),
      );
      await mail(approvedMail({ email: account.email, name: account.contactName ?? account.registeredName }, institution.name, publicUrl), userId);
      return { ...account, status: 'approved', institution, decidedAt: now.toISOString() };
    },

    async decline(admin: Actor, userId: string, { reason }: DeclineAccount): Promise<AccountReview> {
      const account = await pendingAccount(userId);
      const now = clock();
      await decide(() =>
        db.transaction(async (tx) => {
          await createInstitutionAccountsRepo(tx).insertReview({ userId, decision: 'declined', reason, decidedBy: admin.id, decidedAt: now });
          await audit.adminAction(
            {
              adminId: admin.id,
              action: 'INSTITUTION_ACCOUNT_DECLINED',
              message: `Declined the institution account of ${account.registeredName}`,
              targetType: 'institution_account',
              targetId: userId,
              reason,
            },
            tx,
          );
        }),
      );
      await mail(declinedMail({ email: account.email, name: account.contactName ?? account.registeredName }, reason, publicUrl), userId);
      return { ...account, status: 'declined', reason, decidedAt: now.toISOString() };
    },
  };
}
export type InstitutionAccountsService = ReturnType<typeof createInstitutionAccountsService>;
