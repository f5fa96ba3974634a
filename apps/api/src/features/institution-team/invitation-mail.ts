import { institutionRoleLabels } from '@kusasa/domain/admission-texts';
import { teamTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { INVITATION_TTL_DAYS, type InvitableRole } from '@kusasa/domain/rules/admissions';
import type { MailMessage } from '../../adapters/mail/mailer.ts';

/** The page that takes an invitation; the token rides in the fragment, so no server log or Referer sees it. */
export const INVITATION_PAGE = '/institutions/join';

export const invitationMail = (to: string, institution: string, role: InvitableRole, token: string, publicUrl: string): MailMessage => ({
  to,
  subject: t.invitationSubject(institution),
  text: t.invitationMail(institution, institutionRoleLabels[role], `${publicUrl}${INVITATION_PAGE}#token=${token}`, INVITATION_TTL_DAYS),
});
