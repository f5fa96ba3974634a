import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { resetPasswordRequestSchema } from '@kusasa/domain/schemas/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kusasa/domain/rules/password';
import { passwordResetTexts } from '@kusasa/domain/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import type { PageProps } from '../../../lib/page-props';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../../lib/form-errors';
import { linkToken } from '../../../lib/link-token';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, BackToSignInFooter, textLinkClass } from '../../../components/ui/auth-card';
import { ShowPasswordButton } from '../../../components/ui/show-password-button';

/** /reset-password#token=...: the link from the reset email; a new password, then sign in again. */
export default function ResetPasswordPage(_props: PageProps) {
  // Read without useSearchParams, which would add its code to the landing page's shared chunk.
  const token = linkToken(useLocation());
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = resetPasswordRequestSchema.safeParse({ token, password, confirmPassword });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      setFormError(null);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    reset.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(passwordResetTexts.updated);
        void navigate('/login', { replace: true, state: { message: `${passwordResetTexts.updated}. Please sign in with your new password.` } });
      },
      onError: (error) => {
        const { token: tokenError, ...fields } = error instanceof ApiError ? error.fields : {};
        setErrors(fields);
        if (tokenError) setFormError(tokenError);
        else if (Object.keys(fields).length === 0) {
          setFormError(error instanceof ApiError && !error.code.startsWith('HTTP_') ? error.message : passwordResetTexts.updateFallback);
        }
        setAttempt((n) => n + 1);
      },
    });
  };

  const linkProblem = !token || formError === passwordResetTexts.invalidLink;
  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your Kusasa account." footer={<BackToSignInFooter />}>
      {!token ? (
        <div className="flex flex-col gap-4">
          <Alert tone="error">{passwordResetTexts.invalidLink}</Alert>
          <Link to="/forgot-password" className={textLinkClass}>
            Request a new link
          </Link>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          {formError && (
            <Alert tone="error" focusable>
              {formError}
              {linkProblem && (
                <>
                  {' '}
                  <Link to="/forgot-password" className="font-semibold underline underline-offset-4">
                    Request a new link
                  </Link>
                </>
              )}
            </Alert>
          )}
          <InputField
            id={`${id}-password`}
            label="New Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            addon={<ShowPasswordButton shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} controls={`${id}-password ${id}-confirm`} />}
          />
          <InputField
            id={`${id}-confirm`}
            label="Confirm New Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            error={errors.confirmPassword}
          />
          <Button type="submit" size="lg" disabled={reset.isPending} aria-busy={reset.isPending}>
            {reset.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
