import { type FormEvent, useId, useRef, useState } from 'react';
import { resendConfirmationRequestSchema } from '@kusasa/domain/schemas/audience-registration';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../../lib/form-errors';
import { useResendConfirmation } from '../api/resend-confirmation';

export const RESEND_LABEL = 'Resend confirmation email';
export const RESEND_FAILED = 'We could not send a new link. Please try again.';

const failureOf = (error: unknown) => (error instanceof ApiError && !error.code.startsWith('HTTP_') ? error.message : RESEND_FAILED);

/**
 * A new confirmation link for an email typed here (on /confirm-email after a bad link). The
 * answer is the same whether or not an account waits for confirmation.
 */
export function ResendConfirmationForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);
  const resend = useResendConfirmation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resend.isPending) return;
    const parsed = resendConfirmationRequestSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    resend.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.fields.email) setErrors({ email: error.fields.email });
        setAttempt((n) => n + 1);
      },
    });
  };

  if (resend.isSuccess) return <Alert tone="success">{resend.data.message}</Alert>;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-950 dark:text-white">
        Get a new confirmation link
      </h2>
      {resend.isError && !errors.email && (
        <Alert tone="error" focusable>
          {failureOf(resend.error)}
        </Alert>
      )}
      <EmailField
        id={`${id}-email`}
        label="Email"
        hint="The email address you registered with."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <Button type="submit" size="lg" disabled={resend.isPending} aria-busy={resend.isPending}>
        {resend.isPending ? 'Sending...' : RESEND_LABEL}
      </Button>
    </form>
  );
}

/** The same for an email already known (the sign-in form that was refused for it). */
export function ResendConfirmationButton({ email }: { email: string }) {
  const resend = useResendConfirmation();
  if (resend.isSuccess) return <Alert tone="success">{resend.data.message}</Alert>;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="outline" disabled={resend.isPending} aria-busy={resend.isPending} onClick={() => resend.mutate({ email })}>
        {resend.isPending ? 'Sending...' : RESEND_LABEL}
      </Button>
      {resend.isError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {failureOf(resend.error)}
        </p>
      )}
    </div>
  );
}
