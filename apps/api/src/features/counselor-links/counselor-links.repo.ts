import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { shareableSql } from '../../core/guardian-consent/guardian-consent.repo.ts';
import type { Executor } from '../../db/database.ts';
import { counselorInvitations, counselorLinkEvents, counselorLinks } from '../../db/schema/counselors.ts';

export type LinkRow = typeof counselorLinks.$inferSelect;
export type InvitationRow = typeof counselorInvitations.$inferSelect;
export type LinkEventType = 'given' | 'changed' | 'revoked' | 'superseded';

const sameEmail = (email: string) => sql`lower(${counselorInvitations.email}) = lower(${email})`;
const pending = and(isNull(counselorInvitations.acceptedAt), isNull(counselorInvitations.declinedAt));
const currentColumns = { learnerId: counselorLinks.learnerId, scopes: counselorLinks.scopes, endsOn: counselorLinks.endsOn };

// Learners' links to counselors, their events and counselors' invitations (issue 29). A learner's
// queries are scoped to the session's learner id; an invitation to the learner's account email.
export function createCounselorLinksRepo(db: Executor) {
  return {
    /** The learner's links not revoked (current or past their end date), newest first. */
    linksOf: (learnerId: string) =>
      db
        .select()
        .from(counselorLinks)
        .where(and(eq(counselorLinks.learnerId, learnerId), isNull(counselorLinks.revokedAt)))
        .orderBy(desc(counselorLinks.createdAt)),

    /** The learner's link, not revoked, locked when `lock`; undefined for another learner's. */
    async ownLink(learnerId: string, linkId: string, lock = false): Promise<LinkRow | undefined> {
      const query = db
        .select()
        .from(counselorLinks)
        .where(and(eq(counselorLinks.id, linkId), eq(counselorLinks.learnerId, learnerId), isNull(counselorLinks.revokedAt)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The pair's link not revoked (at most one: the unique index), locked. */
    async openLink(counselorId: string, learnerId: string): Promise<LinkRow | undefined> {
      const [row] = await db
        .select()
        .from(counselorLinks)
        .where(and(eq(counselorLinks.counselorId, counselorId), eq(counselorLinks.learnerId, learnerId), isNull(counselorLinks.revokedAt)))
        .limit(1)
        .for('update');
      return row;
    },

    async insertLink(row: typeof counselorLinks.$inferInsert): Promise<LinkRow> {
      const [inserted] = await db.insert(counselorLinks).values(row).returning();
      if (!inserted) throw new Error('the link was not stored');
      return inserted;
    },

    async updateLink(linkId: string, changes: Partial<Pick<LinkRow, 'scopes' | 'endsOn' | 'version' | 'wording' | 'updatedAt' | 'revokedAt'>>) {
      await db.update(counselorLinks).set(changes).where(eq(counselorLinks.id, linkId));
    },

    async appendEvent(event: { linkId: string; type: LinkEventType; details?: Record<string, unknown>; createdAt: Date }) {
      await db.insert(counselorLinkEvents).values(event);
    },

    events: (linkId: string) => db.select().from(counselorLinkEvents).where(eq(counselorLinkEvents.linkId, linkId)).orderBy(counselorLinkEvents.seq),

    /** Links in force on `today` (SA date): not revoked, end date not passed. */
    currentLinks: (counselorId: string, today: string) =>
      db
        .select(currentColumns)
        .from(counselorLinks)
        .where(
          and(
            eq(counselorLinks.counselorId, counselorId),
            isNull(counselorLinks.revokedAt),
            gte(counselorLinks.endsOn, today),
            shareableSql(counselorLinks.learnerId, today),
          ),
        ),

    async currentLink(counselorId: string, learnerId: string, today: string) {
      const [row] = await db
        .select(currentColumns)
        .from(counselorLinks)
        .where(
          and(
            eq(counselorLinks.counselorId, counselorId),
            eq(counselorLinks.learnerId, learnerId),
            isNull(counselorLinks.revokedAt),
            gte(counselorLinks.endsOn, today),
            shareableSql(counselorLinks.learnerId, today),
          ),
        )
        .limit(1);
      return row;
    },

    /** Invitations to this address not yet answered, newest first. */
    pendingInvitationsTo: (email: string) =>
      db
        .select()
        .from(counselorInvitations)
        .where(and(sameEmail(email), pending))
        .orderBy(desc(counselorInvitations.createdAt)),

    /** One invitation to this address not yet answered, locked when `lock`. */
    async pendingInvitation(invitationId: string, email: string, lock = false): Promise<InvitationRow | undefined> {
      const query = db
        .select()
        .from(counselorInvitations)
        .where(and(eq(counselorInvitations.id, invitationId), sameEmail(email), pending))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The counselor's invitation to this address not yet answered, to send again rather than twice. */
    async pendingFrom(counselorId: string, email: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(counselorInvitations)
        .where(and(eq(counselorInvitations.counselorId, counselorId), sameEmail(email), pending))
        .limit(1);
      return row;
    },

    async insertInvitation(row: typeof counselorInvitations.$inferInsert): Promise<InvitationRow> {
      const [inserted] = await db.insert(counselorInvitations).values(row).returning();
      if (!inserted) throw new Error('the invitation was not stored');
      return inserted;
    },

    async answerInvitation(invitationId: string, answer: { acceptedAt: Date } | { declinedAt: Date }) {
      await db.update(counselorInvitations).set(answer).where(eq(counselorInvitations.id, invitationId));
    },
  };
}
export type CounselorLinksRepo = ReturnType<typeof createCounselorLinksRepo>;
