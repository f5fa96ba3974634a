import { COUNSELOR_NOT_APPROVED, counselorAccountTexts, counselorLinkTexts as t } from '@kusasa/domain/counselor-texts';
import type { counselorInvitationSchema } from '@kusasa/domain/schemas/counselors/caseload';
import type { z } from 'zod';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { invitationMail } from './counselor-link-mails.ts';
import type { CounselorDirectory } from './counselor-links-ports.ts';
import { createCounselorLinksRepo } from './counselor-links.repo.ts';

type CounselorInvitation = z.infer<typeof counselorInvitationSchema>;

/** At most this many invitations a day from one counselor. */
export const INVITATION_RULE = { limit: 50, windowMs: 24 * 60 * 60 * 1000, blockMs: 24 * 60 * 60 * 1000 };

type Deps = Pick<Kernel, 'db' | 'clock' | 'mailer' | 'log' | 'throttle'> & { publicUrl: string; counselors: CounselorDirectory };

// Counselors' invitations to learners (issue 29): the learner accepts or declines on their page.
export function createCounselorInvitations({ db, clock, mailer, log, throttle, publicUrl, counselors }: Deps) {
  const repo = createCounselorLinksRepo(db);
  return {
    /**
     * An approved counselor invites a learner's address (whether it has an account is not said);
     * an unanswered invitation to the same address is sent again rather than stored twice.
     */
    invite: async (counselorId: string, email: string): Promise<CounselorInvitation> => {
      if (!(await counselors.isApproved(counselorId))) {
        throw new AppError('FORBIDDEN', counselorAccountTexts.notApproved, undefined, { extra: { reason: COUNSELOR_NOT_APPROVED } });
      }
      const key = { scope: 'counselor:invitations', subject: counselorId };
      if (await throttle.blockOf([key])) throw new AppError('RATE_LIMITED', t.tooManyInvitations);
      await throttle.hit([{ ...key, rule: INVITATION_RULE }]);
      const address = email.trim();
      const invitation = (await repo.pendingFrom(counselorId, address)) ?? (await repo.insertInvitation({ counselorId, email: address, createdAt: clock() }));
      const counselor = (await counselors.summariesOf([counselorId])).get(counselorId);
      try {
        await mailer.send(invitationMail(address, { name: counselor?.name ?? 'Your counselor', school: counselor?.school?.schoolName ?? null }, publicUrl));
      } catch (error) {
        log.error({ err: error, invitationId: invitation.id }, 'could not mail the counselor invitation');
      }
      return { id: invitation.id, email: invitation.email, createdAt: invitation.createdAt.toISOString(), acceptedAt: null };
    },
  };
}
