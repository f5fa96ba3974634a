import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AudienceRegistrationResponse } from '@kusasa/domain/schemas/audience-registration';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { type FieldErrors, splitFieldErrors, useFocusFirstInvalid } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { AuthCard, BackToHomeLink, textLinkClass } from '../../components/ui/auth-card';
import { loginPageFor } from '../../lib/login-pages';
import { type Failure, registrationFailure } from '../../lib/registration-failure';
import { RegistrationSection } from './registration-section';
import { type FormValues, type RegistrationFormSpec, emptyValues, fieldsOf, validate } from './registration-spec';

/**
 * A counselor, institution, NSFAS or sponsor registration page (seed 000 sections 2, 5 and 8):
 * validated with the API's schema, server field errors shown at their fields. Accounts that must
 * confirm their email get the 'Registration Successful' toast and go to /login with the
 * check-your-email message; a sponsor stays here on a success view.
 */
export function RegistrationForm<Body>({ title, spec }: { title: string; spec: RegistrationFormSpec<Body> }) {
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useMemo(() => fieldsOf(spec.sections), [spec.sections]);
  const known = useMemo(() => new Set(fields.map((field) => field.name)), [fields]);

  const [values, setValues] = useState<FormValues>(() => emptyValues(spec.sections));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<AudienceRegistrationResponse | null>(null);
  useFocusFirstInvalid(formRef, attempt);
  const register = useMutation({ mutationFn: spec.submit });

  const fieldId = (name: string) => `${id}-${name}`;
  const passwordIds = fields.filter((field) => field.kind === 'password').map((field) => fieldId(field.name));

  const onChange = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first submit, errors follow the typing, so a fixed field clears at once.
    if (submitted) {
      const result = validate(spec, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const fail = ({ fields: fieldErrors, message }: Failure) => {
    const { shown, other } = splitFieldErrors(fieldErrors, known);
    setErrors(shown);
    setFormError(message ?? other[0] ?? null);
    setAttempt((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    setSubmitted(true);
    const result = validate(spec, values);
    if (!result.ok) {
      fail({ fields: result.errors, message: null });
      return;
    }
    setErrors({});
    setFormError(null);
    register.mutate(result.data, {
      onSuccess: (response) => {
        if (!response.checkEmail) {
          setDone(response);
          return;
        }
        toast.success(response.message);
        void navigate(response.next, { replace: true, state: { message: response.detail } });
      },
      onError: (error) => fail(registrationFailure(error, spec.fallbackError)),
    });
  };

  if (done) return <RegistrationDone response={done} />;

  const formErrorId = `${id}-form-error`;
  return (
    <AuthCard
      title={title}
      intro={spec.intro}
      size="md"
      footer={
        <>
          <BackToHomeLink />
          <Link to={spec.signIn.to} className={textLinkClass}>
            {spec.signIn.label}
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-8" aria-describedby={formError ? formErrorId : undefined}>
        {formError && (
          <Alert tone="error" id={formErrorId} focusable>
            {formError}
          </Alert>
        )}
        {spec.sections.map((section) => (
          <RegistrationSection
            key={section.title}
            fieldId={fieldId}
            section={section}
            values={values}
            errors={errors}
            onChange={onChange}
            password={{
              shown: showPassword,
              onToggle: () => setShowPassword((shown) => !shown),
              carrier: passwordIds[0] ?? '',
              controls: passwordIds.join(' '),
            }}
          />
        ))}
        <Button type="submit" size="lg" disabled={register.isPending} aria-busy={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}

/** The sponsor's success view (seed 002): the account is ready, with the way to its login page. */
function RegistrationDone({ response }: { response: AudienceRegistrationResponse }) {
  const ref = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: back to the top, and the news takes focus for screen readers.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <AuthCard title={response.message} footer={<BackToHomeLink />}>
      <div ref={ref} tabIndex={-1} className="flex flex-col items-start gap-5 focus:outline-none">
        <Alert tone="success">{response.detail}</Alert>
        <Link to={response.next} className={buttonVariants({ size: 'lg' })}>
          Go to {loginPageFor(response.next).title}
        </Link>
      </div>
    </AuthCard>
  );
}
