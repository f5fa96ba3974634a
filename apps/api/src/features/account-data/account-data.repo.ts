import { eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { sessions, systemErrorLogs, verificationLogs } from '../../db/schema/accounts.ts';
import { consultants, nsfasUsers, sponsors } from '../../db/schema/audiences.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { outbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';

/** The account whose data is read or removed: its id and its email as stored. */
export interface DataSubject {
  id: string;
  email: string;
}

const sameEmail = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/** Audit entries about a person: theirs, naming them as target or acting admin, or carrying their email (failed sign-ins). */
const auditAbout = (subject: DataSubject) =>
  or(
    eq(systemErrorLogs.userId, subject.id),
    sql`${systemErrorLogs.details}->>'target_id' = ${subject.id}`,
    sql`${systemErrorLogs.details}->>'admin_id' = ${subject.id}`,
    sql`lower(${systemErrorLogs.details}->>'email') = ${subject.email.toLowerCase()}`,
  );

const verificationLogsOf = (subject: DataSubject) => or(eq(verificationLogs.userId, subject.id), sameEmail(verificationLogs.email, subject.email));

export function createAccountDataRepo(db: Executor) {
  return {
    // Reading everything held about one person, for the POPIA download.
    sessionsOf: (subject: DataSubject) =>
      db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          remember: sessions.remember,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(eq(sessions.userId, subject.id))
        .orderBy(sessions.createdAt),
    verificationLogsOf: (subject: DataSubject) => db.select().from(verificationLogs).where(verificationLogsOf(subject)).orderBy(verificationLogs.createdAt),
    consultantOf: async (subject: DataSubject) => (await db.select().from(consultants).where(eq(consultants.userId, subject.id)))[0] ?? null,
    nsfasOf: async (subject: DataSubject) => (await db.select().from(nsfasUsers).where(eq(nsfasUsers.userId, subject.id)))[0] ?? null,
    sponsorOf: async (subject: DataSubject) => (await db.select().from(sponsors).where(eq(sponsors.id, subject.id)))[0] ?? null,
    institutionsOf: (subject: DataSubject) => db.select().from(institutions).where(eq(institutions.userId, subject.id)),
    notificationsOf: (subject: DataSubject) => db.select().from(notifications).where(eq(notifications.userId, subject.id)).orderBy(notifications.createdAt),
    auditEntriesAbout: (subject: DataSubject) => db.select().from(systemErrorLogs).where(auditAbout(subject)).orderBy(systemErrorLogs.occurredAt),
    mailsTo: (subject: DataSubject) =>
      db
        .select({ id: outbox.id, to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
        .from(outbox)
        .where(sameEmail(outbox.toAddress, subject.email))
        .orderBy(outbox.createdAt),

    // Removing a person (inside the deletion's transaction).

    /**
     * Keeps the audit trail but not the person: user_id becomes null, their email becomes
     * 'deleted-user' and their network address is dropped.
     */
    async anonymiseAuditEntries(subject: DataSubject) {
      await db
        .update(systemErrorLogs)
        .set({
          userId: sql`case when ${systemErrorLogs.userId} = ${subject.id} then null else ${systemErrorLogs.userId} end`,
          // The address is theirs when the entry is theirs; on an admin's entry about them it is the admin's.
          details: sql`case
            when lower(${systemErrorLogs.details}->>'email') = ${subject.email.toLowerCase()}
              then (${systemErrorLogs.details} - 'ip') || jsonb_build_object('email', 'deleted-user')
            when ${systemErrorLogs.userId} = ${subject.id} then ${systemErrorLogs.details} - 'ip'
            else ${systemErrorLogs.details} end`,
        })
        .where(auditAbout(subject));
    },
    async deleteVerificationLogs(subject: DataSubject) {
      await db.delete(verificationLogs).where(verificationLogsOf(subject));
    },
    async deleteMailsTo(subject: DataSubject) {
      await db.delete(outbox).where(sameEmail(outbox.toAddress, subject.email));
    },
    /** A registered institution stays (an admin decides about it) but no longer points at the person. */
    async unlinkInstitutions(subject: DataSubject, now: Date) {
      await db.update(institutions).set({ userId: null, contactName: null, updatedAt: now }).where(eq(institutions.userId, subject.id));
    },
  };
}
export type AccountDataRepo = ReturnType<typeof createAccountDataRepo>;
