import { useState } from 'react';
import { counselorLinkTexts } from '@kusasa/domain/counselor-page-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { LearnerLinks } from '@kusasa/domain/schemas/counselors/links';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { acceptInvitation, declineInvitation, useLinksChange } from './api/counselor-links';
import { CounselorLine, counselorName } from './counselor-line';
import { CardSection } from '../../components/ui/card-section';
import { TermsDialog } from './terms-dialog';

const t = counselorLinkTexts.invitations;
type Invitation = LearnerLinks['invitations'][number];

/** Counselors' invitations: accept with the same scopes and end date as a code, or decline. */
export function InvitationsSection({ links }: { links: LearnerLinks }) {
  const [accepting, setAccepting] = useState<Invitation | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const accept = useLinksChange(acceptInvitation);
  const decline = useLinksChange(declineInvitation);

  const refuse = (invitation: Invitation) => {
    setMessage(null);
    decline.mutate(invitation.id, {
      onSuccess: () => setMessage({ tone: 'success', text: t.declined }),
      onError: () => setMessage({ tone: 'error', text: counselorLinkTexts.saveFailed }),
    });
  };

  return (
    <CardSection title={t.title}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {links.invitations.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {links.invitations.map((invitation) => (
            <li key={invitation.id} className="grid gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <p className="font-semibold break-words text-slate-950 dark:text-white">{t.from(counselorName(invitation.counselor))}</p>
              <CounselorLine counselor={invitation.counselor} />
              <p className="text-sm text-slate-700 dark:text-slate-300">{formatLongDate(invitation.createdAt)}</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => setAccepting(invitation)} aria-label={`${t.accept}: ${counselorName(invitation.counselor)}`}>
                  {t.accept}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decline.isPending}
                  onClick={() => refuse(invitation)}
                  aria-label={`${t.decline}: ${counselorName(invitation.counselor)}`}
                >
                  {t.decline}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {accepting && (
        <TermsDialog
          id="accept"
          title={t.acceptTitle(counselorName(accepting.counselor))}
          submitLabel={t.confirmAccept}
          initial={{ scopes: [], endsOn: links.defaultEndsOn }}
          defaultEndsOn={links.defaultEndsOn}
          busy={accept.isPending}
          onSave={(terms, done) =>
            accept.mutate(
              { invitationId: accepting.id, terms },
              {
                ...done,
                onSuccess: () => {
                  setMessage({ tone: 'success', text: t.accepted });
                  done.onSuccess();
                },
              },
            )
          }
          onClose={() => setAccepting(null)}
        />
      )}
    </CardSection>
  );
}
