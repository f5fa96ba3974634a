import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EMAIL_NOT_CONFIRMED } from '@kusasa/domain/rules/email-confirmation';
import { formNoticeFor } from '@kusasa/domain/rules/plain-forms';
import { loginRequestSchema } from '@kusasa/domain/schemas/auth';
import { authTexts, emailConfirmationTexts, signInTexts } from '@kusasa/domain/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, EmailField, InputField } from '../../../components/ui/field';
import type { PageProps } from '../../../lib/page-props';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { safeReturnPath } from '../../../lib/access';
import { LOGIN_PATH, useLogin } from '../api/login';
import { AuthCard, BackToHomeLink, textLinkClass } from '../../../components/ui/auth-card';
import { ResendConfirmationButton } from '../email-confirmation/resend-confirmation';
import { arrivalMessage, rememberedFrom } from '../../../lib/location-state';
import { ShowPasswordButton } from '../../../components/ui/show-password-button';
import { loginPageFor } from '../../../lib/login-pages';
import { forgetRememberedEmail, readRememberedEmail, rememberEmail } from './remembered-email';
import { useBrowserValue } from '../../../lib/use-hydrated';
import { PlainForm } from '../../../components/ui/plain-form';
import { useTypedBeforeApp } from '../../../lib/use-typed-before-app';

/** /login and each audience's login page (seed 000 section 2, "Login pages (common layout)"). */
export default function LoginPage(_props: PageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const page = loginPageFor(location.pathname);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const remembered = useBrowserValue(readRememberedEmail, null);
  const [email, setEmail] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  // On the prerendered page the remembered email arrives once React has attached.
  const [filledFrom, setFilledFrom] = useState(remembered);
  if (remembered !== filledFrom) {
    setFilledFrom(remembered);
    if (remembered !== null && email === '') {
      setEmail(remembered);
      setRemember(true);
    }
  }
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // After the form was posted without the app, the server sent the browser back naming the
  // refusal: shown and focused as if the app had refused it (the fields come back empty).
  const [refused] = useState(() => formNoticeFor('sign-in', new URLSearchParams(location.search))?.text ?? null);
  const bothMissing = refused === signInTexts.bothFieldsRequired;
  // Empty fields when 'Both fields are required.' shows: they point to that one message.
  const [missing, setMissing] = useState({ email: bothMissing, password: bothMissing });
  const [formError, setFormError] = useState(refused);
  // The email of an account refused until it confirms its address: it may ask for a new link.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(refused ? 1 : 0);
  useFocusFirstInvalid(formRef, attempt);
  useTypedBeforeApp(formRef, (input) => {
    if (input.name === 'email') setEmail(input.value);
    if (input.name === 'password') setPassword(input.value);
    if (input.name === 'remember') setRemember(true);
  });

  const login = useLogin(() => {
    // Before navigating: callbacks given to mutate() are skipped once the page has unmounted.
    if (remember && !rememberEmail(email.trim())) toast.error(authTexts.storageErrorTitle, { description: authTexts.storageErrorBody });
    toast.success(signInTexts.success);
    void navigate(safeReturnPath(rememberedFrom(location.state)) ?? page.afterLoginPath, { replace: true });
  });

  const fail = (fields: FieldErrors, message: string | null, empty = { email: false, password: false }) => {
    setErrors(fields);
    setMissing(empty);
    setFormError(message);
    setUnconfirmedEmail(null);
    setAttempt((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = loginRequestSchema.safeParse({ email: email.trim(), password, remember, portal: page.portal });
    if (!parsed.success) {
      const fields = fieldErrorsFrom(parsed.error.issues);
      const anyMissing = Object.values(fields).includes(signInTexts.bothFieldsRequired);
      // 'Both fields are required.' is one message for the form; the empty fields point to it.
      if (anyMissing) fail({}, signInTexts.bothFieldsRequired, { email: !email.trim(), password: !password });
      else fail(fields, null);
      return;
    }
    setErrors({});
    setMissing({ email: false, password: false });
    setFormError(null);
    setUnconfirmedEmail(null);
    login.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          fail(error.fields, null);
          return;
        }
        // The server's message (wrong type, wrong credentials, too many attempts), else the page's fallback.
        fail({}, error instanceof ApiError && !error.code.startsWith('HTTP_') ? error.message : page.fallbackError);
        if (error instanceof ApiError && error.extra.reason === EMAIL_NOT_CONFIRMED) setUnconfirmedEmail(parsed.data.email);
      },
    });
  };

  const formErrorId = `${id}-form-error`;
  // A field in error is described by its own message, or by the form's when it was left empty.
  const fieldProps = (name: 'email' | 'password') => ({
    error: errors[name],
    ...(missing[name] ? { 'aria-invalid': true, 'aria-describedby': formErrorId } : {}),
  });
  const message = arrivalMessage(location.state);
  // A plain post refused for an unconfirmed address comes back without the email (only the notice's
  // key travels): a new link goes to the email typed here again.
  const resendTo = unconfirmedEmail ?? (formError === emailConfirmationTexts.notConfirmed && email.trim() !== '' ? email.trim() : null);

  return (
    <AuthCard
      title={page.title}
      intro={page.intro}
      footer={
        <>
          <BackToHomeLink />
          <Link to={page.registerPath} className={textLinkClass}>
            {page.registerLabel}
          </Link>
        </>
      }
    >
      <PlainForm
        ref={formRef}
        action={LOGIN_PATH}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-describedby={formError ? formErrorId : undefined}
      >
        <input type="hidden" name="portal" value={page.portal} />
        {/* Where a plain post's refusal comes back to, and where its success lands (decision 0431). */}
        <input type="hidden" name="page" value={page.path} />
        {message && <Alert tone="info">{message}</Alert>}
        {formError && (
          <Alert tone="error" id={formErrorId} focusable>
            {formError}
          </Alert>
        )}
        {resendTo && <ResendConfirmationButton key={unconfirmedEmail ?? 'typed'} email={resendTo} />}
        <EmailField id={`${id}-email`} label="Email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} {...fieldProps('email')} />
        <InputField
          id={`${id}-password`}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...fieldProps('password')}
          addon={<ShowPasswordButton shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} controls={`${id}-password`} needsApp />}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField
            id={`${id}-remember`}
            name="remember"
            label={signInTexts.rememberMe}
            // Remembering the email is the app's (this browser's storage): a tick before it has started is held for it.
            data-needs-app=""
            checked={remember}
            onChange={(event) => {
              setRemember(event.target.checked);
              if (!event.target.checked) forgetRememberedEmail();
            }}
          />
          <Link to="/forgot-password" className={textLinkClass}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </PlainForm>
    </AuthCard>
  );
}
