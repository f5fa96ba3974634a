import { counselorLinkTexts as t } from '@kusasa/domain/counselor-texts';
import { linkIsCurrent, type CounselorScope } from '@kusasa/domain/rules/counselor-links';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import type { LearnerLinks, LinkTerms } from '@kusasa/domain/schemas/counselors/links';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { CurrentLink, LinksPort } from '../caseload/caseload-ports.ts';
import { createCounselorInvitations } from './counselor-invitations.ts';
import type { CounselorDirectory, NotesFor } from './counselor-links-ports.ts';
import { agreed, checkLinkTerms } from './link-terms.ts';
import { createLearnerLinksView } from './learner-links-view.ts';
import { createCounselorLinksRepo, type InvitationRow, type LinkRow } from './counselor-links.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'mailer' | 'log' | 'users' | 'throttle'> & {
  guardianConsent: Pick<Kernel['guardianConsent'], 'assertSharing'>;
  publicUrl: string;
  counselors: CounselorDirectory;
  /** The caseload feature's notes to the learner; none until it is wired. */
  notesFor?: NotesFor;
};

const noNotes: NotesFor = () => Promise.resolve([]);

// A learner's links to counselors (issue 29), as the funding consents: the learner chooses what a
// counselor sees and until when, under a versioned wording stored with the link; every change is
// an event in the change's transaction, and a revocation holds at once (the caseload reads the
// link on every request). Counselors invite learners by email; the learner accepts on their page.
export function createCounselorLinksService({ db, clock, mailer, log, users, throttle, guardianConsent, publicUrl, counselors, notesFor = noNotes }: Deps) {
  const repo = createCounselorLinksRepo(db);
  const today = () => isoCalendarDateIn(clock());
  const { view, emailOf } = createLearnerLinksView({ repo, users, counselors, notesFor, today });
  const checkTerms = (terms: LinkTerms) => checkLinkTerms(terms, today());

  /** A new link in `tx`; a link past its end date with the same counselor is closed first, a current one refused. */
  async function give(tx: Executor, counselorId: string, learnerId: string, terms: LinkTerms, via: Record<string, unknown>) {
    const txRepo = createCounselorLinksRepo(tx);
    const now = clock();
    const open = await txRepo.openLink(counselorId, learnerId);
    if (open && linkIsCurrent(open.endsOn, today())) throw new AppError('CONFLICT', t.alreadyLinked);
    if (open) {
      await txRepo.updateLink(open.id, { revokedAt: now, updatedAt: now });
      await txRepo.appendEvent({ linkId: open.id, type: 'superseded', details: { endsOn: open.endsOn }, createdAt: now });
    }
    const link = await txRepo.insertLink({ counselorId, learnerId, ...agreed(terms), createdAt: now, updatedAt: now });
    await txRepo.appendEvent({ linkId: link.id, type: 'given', details: { ...agreed(terms), ...via }, createdAt: now });
  }

  /** Runs a write; two links for one pair at once meet the unique index: the second is refused. */
  async function writing(write: (tx: Executor) => Promise<void>) {
    try {
      await db.transaction(write);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', t.alreadyLinked, undefined, { cause: error });
      throw error;
    }
  }

  /**
   * An invitation to the learner's own address, not answered, from an approved counselor; else 404.
   * Read before the transaction (the embedded database has one connection), locked again in it.
   */
  async function invitationFor(learnerId: string, invitationId: string): Promise<{ invitation: InvitationRow; email: string }> {
    const email = await emailOf(learnerId);
    const invitation = await repo.pendingInvitation(invitationId, email);
    if (!invitation || !(await counselors.isApproved(invitation.counselorId))) throw new AppError('NOT_FOUND', t.invitationNotFound);
    return { invitation, email };
  }
  async function lockInvitation(tx: Executor, invitationId: string, email: string): Promise<InvitationRow> {
    const invitation = await createCounselorLinksRepo(tx).pendingInvitation(invitationId, email, true);
    if (!invitation) throw new AppError('NOT_FOUND', t.invitationNotFound);
    return invitation;
  }

  const links: LinksPort = {
    async currentLinks(counselorId: string, day: string): Promise<CurrentLink[]> {
      const rows = await repo.currentLinks(counselorId, day);
      return rows.map((row) => ({ ...row, scopes: row.scopes as CounselorScope[] }));
    },
    async currentLink(counselorId: string, learnerId: string, day: string): Promise<CurrentLink | null> {
      const row = await repo.currentLink(counselorId, learnerId, day);
      return row ? { ...row, scopes: row.scopes as CounselorScope[] } : null;
    },
  };

  return {
    ...links,
    view,

    /** Links the learner to the approved counselor holding `code`. */
    async link(learnerId: string, { code, ...terms }: LinkTerms & { code: string }): Promise<LearnerLinks> {
      await guardianConsent.assertSharing(learnerId);
      const counselor = await counselors.byCode(code);
      if (!counselor) throw new AppError('NOT_FOUND', t.codeNotFound);
      checkTerms(terms);
      await writing((tx) => give(tx, counselor.counselorId, learnerId, terms, { via: 'code' }));
      return view(learnerId);
    },

    async acceptInvitation(learnerId: string, invitationId: string, terms: LinkTerms): Promise<LearnerLinks> {
      await guardianConsent.assertSharing(learnerId);
      const { email } = await invitationFor(learnerId, invitationId);
      checkTerms(terms);
      await writing(async (tx) => {
        const invitation = await lockInvitation(tx, invitationId, email);
        await createCounselorLinksRepo(tx).answerInvitation(invitation.id, { acceptedAt: clock() });
        await give(tx, invitation.counselorId, learnerId, terms, { via: 'invitation', invitationId });
      });
      return view(learnerId);
    },

    async declineInvitation(learnerId: string, invitationId: string): Promise<LearnerLinks> {
      const { email } = await invitationFor(learnerId, invitationId);
      await db.transaction(async (tx) => {
        const invitation = await lockInvitation(tx, invitationId, email);
        await createCounselorLinksRepo(tx).answerInvitation(invitation.id, { declinedAt: clock() });
      });
      return view(learnerId);
    },

    /** New scopes and end date under today's wording; a link past its end date may be extended this way. */
    async change(learnerId: string, linkId: string, terms: LinkTerms): Promise<LearnerLinks> {
      await db.transaction(async (tx) => {
        const txRepo = createCounselorLinksRepo(tx);
        const link = await txRepo.ownLink(learnerId, linkId, true);
        if (!link) throw new AppError('NOT_FOUND', t.linkNotFound);
        checkTerms(terms);
        const now = clock();
        await txRepo.updateLink(link.id, { ...agreed(terms), updatedAt: now });
        await txRepo.appendEvent({
          linkId: link.id,
          type: 'changed',
          details: { ...agreed(terms), from: { scopes: link.scopes, endsOn: link.endsOn, version: link.version } },
          createdAt: now,
        });
      });
      return view(learnerId);
    },

    /** At once: the caseload reads the link on every request. */
    async revoke(learnerId: string, linkId: string): Promise<LearnerLinks> {
      await db.transaction(async (tx) => {
        const txRepo = createCounselorLinksRepo(tx);
        const link: LinkRow | undefined = await txRepo.ownLink(learnerId, linkId, true);
        if (!link) throw new AppError('NOT_FOUND', t.linkNotFound);
        const now = clock();
        await txRepo.updateLink(link.id, { revokedAt: now, updatedAt: now });
        await txRepo.appendEvent({ linkId: link.id, type: 'revoked', details: { scopes: link.scopes, endsOn: link.endsOn }, createdAt: now });
      });
      return view(learnerId);
    },

    invite: createCounselorInvitations({ db, clock, mailer, log, throttle, publicUrl, counselors }).invite,
  };
}
export type CounselorLinksService = ReturnType<typeof createCounselorLinksService>;
