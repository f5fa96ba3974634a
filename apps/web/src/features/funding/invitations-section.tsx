import { Link } from 'react-router';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { buttonVariants } from '../../components/ui/button';
import { showTimestampDay } from './dates';
import { CardSection } from '../../components/ui/card-section';

const texts = fundingTexts.invitations;

/** Sponsors who found the learner through their shared funding check and invited them to ask. */
export function InvitationsSection({ invitations }: { invitations: FundingReadiness['invitations'] }) {
  return (
    <CardSection title={texts.heading}>
      {invitations.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{texts.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="font-medium text-slate-950 dark:text-white">
                {texts.invitedBy(invitation.sponsorName)}{' '}
                <span className="font-normal text-slate-700 dark:text-slate-300">{texts.on(showTimestampDay(invitation.invitedAt))}</span>
              </p>
              {invitation.message && <blockquote className="break-words text-slate-800 dark:text-slate-200">{invitation.message}</blockquote>}
              <Link to="/sponsorships/apply" className={buttonVariants({ size: 'sm', className: 'justify-self-start' })}>
                {texts.apply}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
