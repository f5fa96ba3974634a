import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ConfirmEmailResponse } from '@kusasa/domain/schemas/audience-registration';
import { emailConfirmationTexts } from '@kusasa/domain/texts';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { PageProps } from '../../../lib/page-props';
import { ApiError } from '../../../lib/api-client';
import { linkToken } from '../../../lib/link-token';
import { confirmEmail } from '../api/confirm-email';
import { AuthCard, BackToHomeLink, textLinkClass } from '../../../components/ui/auth-card';
import { loginPageFor } from '../../../lib/login-pages';
import { ResendConfirmationForm } from './resend-confirmation';

type ConfirmState = { status: 'confirming' } | ({ status: 'confirmed' } & ConfirmEmailResponse) | { status: 'failed'; message: string };

function failureMessage(error: unknown): string {
  // Unknown, used or expired (reason LINK_EXPIRED) links each come with their own message.
  return error instanceof ApiError && !error.code.startsWith('HTTP_') ? error.message : emailConfirmationTexts.invalidLink;
}

/**
 * /confirm-email#token=...: the link mailed to new counselor, institution and NSFAS accounts.
 * Confirms once on arrival, then points to the account's own login page, or explains the problem
 * and offers a new link.
 */
export default function ConfirmEmailPage({ title }: PageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // Kept once read, as the address loses it below; another link opened in this tab replaces it.
  const fromAddress = linkToken(location);
  const [token, setToken] = useState(fromAddress);
  const [state, setState] = useState<ConfirmState>(() =>
    token ? { status: 'confirming' } : { status: 'failed', message: emailConfirmationTexts.invalidLink },
  );
  if (fromAddress && fromAddress !== token) {
    setToken(fromAddress);
    setState({ status: 'confirming' });
  }

  // A link works once: send each token once (React runs effects twice in development).
  const sentToken = useRef('');
  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    const settle = (next: ConfirmState) => {
      if (sentToken.current === token) setState(next);
    };
    confirmEmail({ token }).then(
      (response) => settle({ status: 'confirmed', ...response }),
      (error: unknown) => settle({ status: 'failed', message: failureMessage(error) }),
    );
  }, [token]);

  // Read once; take the token out of the address bar and the history entry.
  const { hash, search, pathname } = location;
  useEffect(() => {
    if (hash || search) void navigate(pathname, { replace: true });
  }, [hash, search, pathname, navigate]);

  return (
    <AuthCard
      title={title}
      intro="Counselor, institution and NSFAS accounts confirm their email address once, before the first sign-in."
      footer={
        <>
          <BackToHomeLink />
          <Link to="/login" className={textLinkClass}>
            Go to Sign In
          </Link>
        </>
      }
    >
      {state.status === 'confirming' && (
        <div className="flex justify-center py-6">
          <Spinner label="Confirming your email address..." />
        </div>
      )}
      {state.status === 'confirmed' && (
        <div className="flex flex-col items-start gap-5">
          <Alert tone="success">{state.message}</Alert>
          <Link to={state.next} className={buttonVariants({ size: 'lg' })}>
            Continue to {loginPageFor(state.next).title}
          </Link>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="flex flex-col gap-6">
          <Alert tone="error">{state.message}</Alert>
          <ResendConfirmationForm />
        </div>
      )}
    </AuthCard>
  );
}
