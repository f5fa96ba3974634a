import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { users } from '../../db/schema/users.ts';
import { isUuid } from '../../db/uuid.ts';
import { identityCheckColumns } from './identity-check.ts';

// The only place that touches the users table (the lists are in user-lists.repo.ts). Other
// features reach it through the users service, wired in its area.

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** The identity and contact columns a learner fills in (registration and the profile wizard). */
export type PersonalChanges = Partial<
  Pick<NewUser, 'fullName' | 'idNumber' | 'gender' | 'phoneNumber' | 'contactEmail' | 'emergencyContactName' | 'emergencyContactPhone'>
>;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());
/** As an admin typed it, lowered by the database as the unique index is. */
const byTypedEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

const personalColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  idNumber: users.idNumber,
  ...identityCheckColumns,
  gender: users.gender,
  phoneNumber: users.phoneNumber,
  contactEmail: users.contactEmail,
  emergencyContactName: users.emergencyContactName,
  emergencyContactPhone: users.emergencyContactPhone,
  trackingId: users.trackingId,
};

export const summaryColumns = { id: users.id, email: users.email, fullName: users.fullName, contactEmail: users.contactEmail, trackingId: users.trackingId };

export function createUsersRepo(db: Executor) {
  return {
    async accountByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          userType: users.userType,
          trackingId: users.trackingId,
          emailConfirmedAt: users.emailConfirmedAt,
        })
        .from(users)
        .where(byEmail(email))
        .limit(1);
      return row;
    },

    async credentialsByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, userType: users.userType, passwordHash: users.passwordHash, emailConfirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(byEmail(email))
        .limit(1);
      return row;
    },

    async byIdNumber(idNumber: string) {
      const [row] = await db.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users).where(eq(users.idNumber, idNumber)).limit(1);
      return row;
    },

    /** An admin types a user id, a tracking id or an email. */
    async byReference(identifier: string) {
      const [row] = await db
        .select(summaryColumns)
        .from(users)
        .where(or(isUuid(identifier) ? eq(users.id, identifier) : undefined, eq(users.trackingId, identifier), byTypedEmail(identifier)))
        .limit(1);
      return row;
    },

    async summaryByEmail(email: string) {
      const [row] = await db.select(summaryColumns).from(users).where(byTypedEmail(email)).limit(1);
      return row;
    },

    /** A learner's identity and contact columns: the dashboard, the profile wizard and every rule about the person read these. */
    async personalDetails(userId: string) {
      const [row] = await prepared(db, 'users_personal_details', (executor, name) =>
        executor
          .select(personalColumns)
          .from(users)
          .where(eq(users.id, sql.placeholder('userId')))
          .limit(1)
          .prepare(name),
      ).execute({ userId });
      return row;
    },

    /** When the account's email address was confirmed (null: not yet, or no such account). */
    async emailConfirmedAt(userId: string): Promise<Date | null> {
      const [row] = await db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.at ?? null;
    },

    /** The same columns as a subquery, for the dashboard's one statement (decision 0386). */
    personalDetailsRows() {
      return db.select(personalColumns).from(users).as('personal');
    },

    /**
     * The columns a session carries about its user, as a subquery the sessions repo joins to its
     * row: every signed-in request reads both, and one statement is one round trip and one pool
     * connection instead of two (decision 0385). Only this repo names the table's columns.
     */
    sessionUsers() {
      return db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          userType: users.userType,
          idVerified: users.idVerified,
          profileStatus: users.profileStatus,
          trackingId: users.trackingId,
        })
        .from(users)
        .as('session_user');
    },

    /** Everything stored about the account, its password hash included: for "Your data" only. */
    async record(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async insert(user: NewUser) {
      const [row] = await db.insert(users).values(user).returning({ id: users.id, trackingId: users.trackingId });
      return row!;
    },

    async update(id: string, changes: Partial<NewUser>, at: Date) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: at })
        .where(eq(users.id, id));
    },

    /** Stamps the confirmation once (a second link never moves the date); returns the account's type. */
    async confirmEmail(userId: string, at: Date): Promise<string | undefined> {
      await db
        .update(users)
        .set({ emailConfirmedAt: at, updatedAt: at })
        .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
      const [row] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.userType;
    },

    /**
     * Erases the account and, by cascade, its rows. The application event log refuses deletes
     * except in a transaction that says it is an erasure (migration 0019), so this says so for
     * its transaction (a savepoint inside the caller's, if any).
     */
    async delete(userId: string) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('kusasa.erasure', 'on', true)`);
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}
