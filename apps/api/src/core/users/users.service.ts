import { z } from 'zod';
import { passwordSchema } from '@kusasa/domain/rules/password';
import type { UserType } from '@kusasa/domain/rules/roles';
import type { IdentityCheck } from '@kusasa/domain/schemas/identity-check';
import { hashPassword } from '../../auth/password-hash.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { newTrackingId } from './tracking-id.ts';
import { toIdentityCheck, verifiedColumns, type RecordedIdentityCheck } from './identity-check.ts';
import { createPolicyAcceptancesRepo } from './policy-acceptances.repo.ts';
import { createUserListsRepo } from './user-lists.repo.ts';
import { createUsersRepo, type NewUser, type PersonalChanges } from './users.repo.ts';

export const operatorAccountSchema = z.object({
  email: z.email('Please enter a valid email address').max(64),
  password: passwordSchema,
  fullName: z.string().trim().min(2).max(50).optional(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

/** A new account's columns; the users service gives it its id and tracking id. */
export type NewAccount = Omit<NewUser, 'id' | 'trackingId'>;

// The owner of the users table (docs/decisions/0110-users-service-owns-users.md). Other features
// get it from the kernel (core/kernel.ts) and never name the table. A method that writes takes the caller's
// transaction as `executor` when the write must commit or roll back with the caller's own rows;
// a read inside a transaction takes it too (the embedded database has one connection).
export function createUsersService(db: Database) {
  const repo = (executor: Executor = db) => createUsersRepo(executor);
  const lists = (executor: Executor = db) => createUserListsRepo(executor);

  async function create(account: NewAccount, executor?: Executor): Promise<{ id: string; trackingId: string }> {
    const trackingId = newTrackingId();
    const { id } = await repo(executor).insert({ ...account, trackingId });
    return { id, trackingId };
  }

  return {
    create,

    /** Creates the account with this type, or brings an existing one to it; safe to repeat (the CLI, demo and test accounts). */
    async ensureAccount(input: OperatorAccount & { userType: UserType }): Promise<{ id: string; action: 'created' | 'updated' }> {
      const parsed = operatorAccountSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError('VALIDATION', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      }
      const passwordHash = await hashPassword(parsed.data.password);
      return db.transaction(async (tx) => {
        const existing = await repo(tx).accountByEmail(parsed.data.email);
        const profile = {
          userType: input.userType,
          passwordHash,
          idVerified: true,
          emailConfirmedAt: new Date(),
          ...(parsed.data.fullName ? { fullName: parsed.data.fullName } : {}),
        };
        if (existing) {
          await repo(tx).update(existing.id, profile, new Date());
          return { id: existing.id, action: 'updated' as const };
        }
        const created = await create({ email: parsed.data.email, ...profile }, tx);
        return { id: created.id, action: 'created' as const };
      });
    },

    // One account.
    accountByEmail: (email: string, executor?: Executor) => repo(executor).accountByEmail(email),
    /** A tracking id like an account's, for an answer that must look like a new account's. */
    newTrackingId,
    /** With the password hash: for signing in. */
    credentialsByEmail: (email: string) => repo().credentialsByEmail(email),
    byIdNumber: (idNumber: string, executor?: Executor) => repo(executor).byIdNumber(idNumber),
    /** A user id, a tracking id or an email, as an admin types it. */
    byReference: (identifier: string) => repo().byReference(identifier),
    summaryByEmail: (email: string) => repo().summaryByEmail(email),
    /** With `identityCheck`: how the identity was checked, as responses carry it. */
    async personalDetails(userId: string, executor?: Executor) {
      const row = await repo(executor).personalDetails(userId);
      return row && { ...row, identityCheck: toIdentityCheck(row) };
    },
    /** When the account confirmed its email address through a mailed link (null: never). */
    emailConfirmedAt: (userId: string, executor?: Executor) => repo(executor).emailConfirmedAt(userId),
    /** `personalDetails` of every account as a subquery, for a read that joins it in one statement (the dashboard, decision 0386). */
    personalDetailsRows: () => repo().personalDetailsRows(),
    /** The session's user as a subquery for the sessions repo's one-statement read (decision 0385). */
    sessionUsers: () => repo().sessionUsers(),
    /** Every column, the password hash included: only "Your data" (export and deletion) asks for it. */
    record: (userId: string) => repo().record(userId),

    // Changes to one account.
    updatePersonal: (userId: string, changes: PersonalChanges, at: Date, executor?: Executor) => repo(executor).update(userId, changes, at),
    setPassword: (userId: string, passwordHash: string, at: Date, executor?: Executor) => repo(executor).update(userId, { passwordHash }, at),
    setUserType: (userId: string, userType: UserType, at: Date, executor?: Executor) => repo(executor).update(userId, { userType }, at),
    /** The account passed the identity check `check` with this ID number, which it keeps. */
    markIdVerified: (userId: string, idNumber: string, check: RecordedIdentityCheck, at: Date, executor?: Executor) =>
      repo(executor).update(userId, { ...verifiedColumns(check, at), idNumber }, at),
    /** An admin verified the account by hand from a certified ID copy (the ID number stays as it is). */
    markIdVerifiedByHand: (userId: string, check: Extract<RecordedIdentityCheck, { method: 'manual' }>, at: Date, executor?: Executor) =>
      repo(executor).update(userId, verifiedColumns(check, at), at),
    /** Stamps the confirmation once; returns the account's type. */
    confirmEmail: (userId: string, at: Date, executor?: Executor) => repo(executor).confirmEmail(userId, at),
    /** The Privacy Policy and Terms versions the account accepted, and when (features/legal). */
    policyAcceptances: (userId: string) => createPolicyAcceptancesRepo(db).acceptancesOf(userId),
    recordPolicyAcceptances: (
      userId: string,
      versions: Parameters<ReturnType<typeof createPolicyAcceptancesRepo>['recordAcceptances']>[1],
      at: Date,
      executor?: Executor,
    ) => createPolicyAcceptancesRepo(executor ?? db).recordAcceptances(userId, versions, at),
    /** Rows that reference the account go with it or keep it as null (ON DELETE in db/schema). */
    remove: (userId: string, executor?: Executor) => repo(executor).delete(userId),

    // Many accounts.
    page: (query: { offset: number; limit: number; search?: string }) => lists().page(query),
    /**
     * Locks these accounts' rows until `executor`'s transaction ends: serialises one learner's
     * writes that a plan caps (two uploads at once), or two admins changing each other's roles.
     */
    lock: (ids: string[], executor: Executor) => lists(executor).lock(ids),
    /** Id, email, name, contact email and tracking id of each account found. */
    summariesOf: (ids: string[], executor?: Executor) => lists(executor).summariesOf(ids),
    /** Each found account's name, or its email when it has none, by id: one read for a whole list's authors. */
    async displayNamesOf(ids: (string | null)[], executor?: Executor): Promise<Map<string, string>> {
      const found = await lists(executor).summariesOf(ids.filter((id): id is string => id !== null));
      return new Map(found.map((user) => [user.id, user.fullName ?? user.email]));
    },
    idsMatching: (search: string) => lists().idsMatching(search),
    /** How each found account's identity was checked, by id (null: not verified, or no check recorded). */
    async identityChecksOf(ids: string[], executor?: Executor): Promise<Map<string, IdentityCheck | null>> {
      return new Map((await lists(executor).identityChecksOf(ids)).map((row) => [row.id, toIdentityCheck(row)]));
    },
    /** Every account of one type, by id (e.g. the admins to notify of a new partner inquiry). */
    idsOfType: (userType: UserType, executor?: Executor) => lists(executor).idsOfType(userType),
    /** Accounts of one type found by name, email or tracking id (an admin picking a learner). */
    findOfType: (query: { search: string; userType: UserType; limit: number }) => lists().findOfType(query),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
