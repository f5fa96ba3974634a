import { contactLines } from '@kusasa/domain/legal/policy';
import { legalTexts } from '@kusasa/domain/legal/legal-texts';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useInformationOfficer } from './api/get-information-officer';

const boxClass = 'my-4 rounded-xl border border-slate-200 bg-slate-50 p-4 not-italic dark:border-slate-700 dark:bg-slate-900';

/** The Information Officer's contact details (from the server's configuration), with loading and error states. */
export function ContactBlock() {
  const officer = useInformationOfficer();
  if (officer.isPending) {
    return (
      <div className={boxClass}>
        <Spinner label={legalTexts.contactLoading} />
      </div>
    );
  }
  if (officer.isError) {
    return (
      <div className={boxClass} role="alert">
        <p>{legalTexts.contactFailed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void officer.refetch()}>
          {legalTexts.retry}
        </Button>
      </div>
    );
  }
  const { email } = officer.data;
  return (
    <address className={boxClass}>
      {contactLines(officer.data).map((line) => (
        <span key={line} className="block break-words">
          {line.endsWith(email) ? (
            <>
              {line.slice(0, -email.length)}
              <a href={`mailto:${email}`} className="font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300">
                {email}
              </a>
            </>
          ) : (
            line
          )}
        </span>
      ))}
    </address>
  );
}
