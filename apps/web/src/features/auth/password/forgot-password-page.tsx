import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { formNoticeFor } from '@kusasa/domain/rules/plain-forms';
import { forgotPasswordRequestSchema } from '@kusasa/domain/schemas/auth';
import { passwordResetTexts } from '@kusasa/domain/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import type { PageProps } from '../../../lib/page-props';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../../lib/form-errors';
import { FORGOT_PASSWORD_PATH, useRequestPasswordReset } from '../api/forgot-password';
import { PlainForm } from '../../../components/ui/plain-form';
import { useTypedBeforeApp } from '../../../lib/use-typed-before-app';
import { AuthCard, BackToSignInFooter } from '../../../components/ui/auth-card';

/** /forgot-password: asks for a reset link; the answer is the same whether or not the email has an account. */
export default function ForgotPasswordPage(_props: PageProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const location = useLocation();
  // After the form was posted without the app, the server sent the browser back naming the outcome.
  const [notice] = useState(() => formNoticeFor('password-reset', new URLSearchParams(location.search)));
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState(notice?.tone === 'error' ? notice.text : null);
  const [attempt, setAttempt] = useState(notice?.tone === 'error' ? 1 : 0);
  useFocusFirstInvalid(formRef, attempt);
  useTypedBeforeApp(formRef, (input) => input.name === 'email' && setEmail(input.value));
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const parsed = forgotPasswordRequestSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      setFormError(null);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    request.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else setFormError(error instanceof ApiError && !error.code.startsWith('HTTP_') ? error.message : passwordResetTexts.resetFallback);
        setAttempt((n) => n + 1);
      },
    });
  };

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the email you registered with and we will send you a link to choose a new password."
      footer={<BackToSignInFooter />}
    >
      {request.isSuccess || notice?.tone === 'success' ? (
        <Alert tone="success">{request.data?.message ?? notice?.text}</Alert>
      ) : (
        <PlainForm ref={formRef} action={FORGOT_PASSWORD_PATH} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          {formError && (
            <Alert tone="error" focusable>
              {formError}
            </Alert>
          )}
          <EmailField id={`${id}-email`} label="Email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
          <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </PlainForm>
      )}
    </AuthCard>
  );
}
