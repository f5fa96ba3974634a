import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { keepDigits } from '@kusasa/domain/rules/sa-id';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { statusTexts } from '@kusasa/domain/status-texts';
import { identityTexts } from '@kusasa/domain/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import type { PageProps } from '../../../lib/page-props';
import { fullReload } from '../../../lib/full-reload';
import { passesVerificationGate, safeReturnPath } from '../../../lib/access';
import { useSession } from '../../../lib/session';
import { useRetryVerification } from '../api/retry-verification';
import { AuthCard, BackToHomeLink, textLinkClass } from '../../../components/ui/auth-card';
import { rememberedFrom } from '../../../lib/location-state';
import { type RetryFailure, retryFailure } from './retry-errors';
import { SUPPORT_CONTACT } from '../../../lib/support-contact';

export const RELOAD_AFTER_MS = 2000;

/** /verification-required (seed 000 section 2): why, retry, the registered email, and support. */
export default function VerificationRequiredPage({ title }: PageProps) {
  const session = useSession();
  const location = useLocation();
  const id = useId();
  const retry = useRetryVerification();
  const [failure, setFailure] = useState<RetryFailure | null>(null);
  const [idNumber, setIdNumber] = useState('');
  const reloadTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const target = safeReturnPath(rememberedFrom(location.state)) ?? '/auth-redirect';
  const user = session.status === 'signed-in' ? session.user : null;
  const verified = user !== null && passesVerificationGate(user);
  const askForIdNumber = failure?.needsIdNumber === true;

  const onRetry = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (retry.isPending || retry.isSuccess) return;
    setFailure(null);
    if (!user) {
      setFailure({ message: identityTexts.missingUserInformation, needsIdNumber: false });
      return;
    }
    retry.mutate(askForIdNumber ? { idNumber } : {}, {
      // The new state reaches every part of the app by reloading into the remembered page.
      onSuccess: () => {
        reloadTimer.current = window.setTimeout(() => fullReload(target), RELOAD_AFTER_MS);
      },
      onError: (error) => setFailure(retryFailure(error)),
    });
  };

  if (session.status === 'loading') {
    return (
      <div className="flex min-h-[50dvh] items-center justify-center px-4">
        <Spinner label={statusTexts.loading.profile} />
      </div>
    );
  }

  return (
    <AuthCard
      title={title}
      intro="Kusasa checks each learner's South African ID number before applications, payments and the dashboard open, so that institutions and funders can trust every application and nobody can apply in your name."
      footer={<BackToHomeLink />}
    >
      <div className="flex flex-col gap-5">
        {user && !verified && (
          <div className="flex items-start gap-3">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700 dark:text-amber-300" />
            <p className="text-slate-800 dark:text-slate-200">
              Your account's identity has not been verified yet. If you have just registered, try the check again.
            </p>
          </div>
        )}
        {user ? (
          <p className="text-slate-800 dark:text-slate-200">
            Registered email: <strong className="break-all">{user.email}</strong>
          </p>
        ) : (
          <p className="text-slate-800 dark:text-slate-200">
            We could not find your account.{' '}
            <Link to="/register" className={textLinkClass}>
              Register
            </Link>{' '}
            or{' '}
            <Link to="/login" className={textLinkClass}>
              sign in
            </Link>
            .
          </p>
        )}
        {verified && !retry.isSuccess && (
          <Alert tone="success">
            Your account is verified.{' '}
            <Link to={target} className="font-semibold underline underline-offset-4">
              Continue
            </Link>
          </Alert>
        )}
        {retry.isSuccess && <Alert tone="success">{retry.data.message} Taking you to your account in a moment…</Alert>}
        {failure && !askForIdNumber && (
          <Alert tone="error">
            {failure.message}
            {failure.idNumberError && <span className="mt-1 block">{failure.idNumberError}</span>}
          </Alert>
        )}
        {!verified && (
          <form noValidate onSubmit={onRetry} className="flex flex-col gap-5">
            {askForIdNumber && (
              <InputField
                id={`${id}-idNumber`}
                label="ID Number"
                inputMode="numeric"
                autoComplete="off"
                hint="We do not have your ID number yet. Enter the 13 digits of your South African ID number to verify your account."
                value={idNumber}
                onChange={(event) => setIdNumber(keepDigits(event.target.value))}
                error={failure.idNumberError}
                // It appears in answer to the retry, so the user is already here.
                autoFocus
              />
            )}
            <Button type="submit" size="lg" disabled={retry.isPending || retry.isSuccess} aria-busy={retry.isPending}>
              {retry.isPending ? 'Checking...' : 'Retry Verification'}
            </Button>
          </form>
        )}
        <section aria-labelledby="verification-support" className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <h2 id="verification-support" className="font-semibold text-slate-950 dark:text-white">
            Need help?
          </h2>
          <ul className="mt-2 space-y-1 text-slate-800 dark:text-slate-200">
            <li>
              Email:{' '}
              <a href={`mailto:${SUPPORT_CONTACT.email}`} className={textLinkClass}>
                {SUPPORT_CONTACT.email}
              </a>
            </li>
            <li>
              Phone:{' '}
              <a href={`tel:${SUPPORT_CONTACT.phone.replaceAll(' ', '')}`} className={textLinkClass}>
                {SUPPORT_CONTACT.phone}
              </a>
            </li>
            <li>Support hours: {shellTexts.supportHours}</li>
          </ul>
          <p className="mt-3 text-slate-800 dark:text-slate-200">Please have your registration email and the last 4 digits of your ID number ready.</p>
        </section>
      </div>
    </AuthCard>
  );
}
