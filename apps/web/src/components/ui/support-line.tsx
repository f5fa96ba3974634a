import { supportLineTexts } from '@kusasa/domain/pricing-texts';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { SUPPORT_CONTACT } from '../../lib/support-contact';

/** 'Need help? Contact support at ...' with the support hours and the reply promise. */
export function SupportLine({ className }: { className?: string }) {
  const [before, afterEmail = ''] = supportLineTexts.line.split('{email}');
  const [between, afterPhone = ''] = afterEmail.split('{phone}');
  return (
    <p className={className}>
      {before}
      <a href={`mailto:${SUPPORT_CONTACT.email}`} className="font-semibold underline underline-offset-4">
        {SUPPORT_CONTACT.email}
      </a>
      {between}
      <a href={`tel:${SUPPORT_CONTACT.phone.replace(/\s+/g, '')}`} className="font-semibold underline underline-offset-4">
        {SUPPORT_CONTACT.phone}
      </a>
      {afterPhone.replace('{hours}', shellTexts.supportHours)} {supportLineTexts.reply}
    </p>
  );
}
