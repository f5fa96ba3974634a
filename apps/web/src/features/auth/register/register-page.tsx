import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { planById } from '@kusasa/domain/rules/plans';
import type { RegistrationResponse } from '@kusasa/domain/schemas/registration';
import { registrationTexts } from '@kusasa/domain/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { PageProps } from '../../../lib/page-props';
import { type FieldErrors, splitFieldErrors, useFocusFirstInvalid } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { safeReturnPath } from '../../../lib/access';
import { registerStudent } from '../api/register';
import { AuthCard, BackToHomeLink, textLinkClass } from '../../../components/ui/auth-card';
import { NEEDS_APP_CLASS, WaitingForApp } from '../../../components/ui/waiting-for-app';
import { arrivalMessage, rememberedFrom } from '../../../lib/location-state';
import { PlanBenefits, SelectedPlanBanner } from './plan-panel';
import { clearPendingPlan, readPendingPlan } from '../../../lib/pending-plan';
import { useBrowserValue } from '../../../lib/use-hydrated';
import type { Failure } from '../../../lib/registration-failure';
import { studentRegistrationFailure } from './register-errors';
import { RegisterFields } from './register-fields';
import { REGISTER_FIELDS, type RegisterValues, emptyRegisterValues, validateRegistration } from './register-values';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';

const knownFields = new Set<string>(REGISTER_FIELDS);

/**
 * /register (seed 000 sections 2, 4 and 5; seed 002 section 4): validate with the API's own
 * schema, then one call checks the identity, creates the account and signs it in; then go where
 * the server says next.
 */
export default function RegisterPage(_props: PageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const pendingPlan = useBrowserValue(() => readPendingPlan(location.search), null);
  const from = rememberedFrom(location.state);

  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);

  const onChange = <K extends keyof RegisterValues>(name: K, value: RegisterValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first submit, errors follow the typing, so a fixed field clears at once.
    if (submitted) {
      const result = validateRegistration(next, pendingPlan);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const fail = ({ fields, message }: Failure) => {
    const { shown, other } = splitFieldErrors(fields, knownFields);
    setErrors(shown);
    setFormError(message ?? other[0] ?? null);
    setAttempt((n) => n + 1);
  };

  const finish = async (response: RegistrationResponse) => {
    toast.success(registrationTexts.success, { description: `Plan: ${planById(response.plan).name}. Tracking ID: ${response.trackingId}` });
    // Made, but not verified yet (a Home Affairs bureau found another name or did not answer).
    if (response.identityMessage) toast.info(response.identityMessage);
    // The new session and the navigation reach React together (see useLogin). No session: the
    // guards ask the server (an email that already had an account gets none, and a mail instead).
    if (response.session) client.setQueryData(SESSION_QUERY_KEY, response.session);
    else void client.resetQueries({ queryKey: SESSION_QUERY_KEY });
    if (pendingPlan) {
      clearPendingPlan();
      await navigate(response.next, { replace: true, state: { message: registrationTexts.successWithPlan } });
      return;
    }
    await navigate(safeReturnPath(from) ?? response.next, { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const result = validateRegistration(values, pendingPlan);
    if (!result.ok) {
      fail({ fields: result.errors, message: null });
      return;
    }
    const body = result.data;
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      let response: RegistrationResponse;
      try {
        response = await registerStudent(body);
      } catch (error) {
        fail(studentRegistrationFailure(error));
        return;
      }
      await finish(response);
    } finally {
      setBusy(false);
    }
  };

  const formErrorId = `${id}-form-error`;
  const message = arrivalMessage(location.state);
  const submitLabel = pendingPlan ? registrationTexts.submitWithPlan : registrationTexts.submit;

  return (
    <AuthCard
      title={registrationTexts.heading}
      size={pendingPlan ? 'lg' : 'md'}
      intro="Register as a learner to apply, upload your documents once and track every application."
      aside={pendingPlan ? <PlanBenefits /> : undefined}
      footer={
        <>
          <BackToHomeLink />
          <Link to="/login" state={from ? { from } : undefined} className={textLinkClass}>
            {registrationTexts.signInInstead}
          </Link>
        </>
      }
    >
      {pendingPlan && <SelectedPlanBanner planId={pendingPlan} />}
      <WaitingForApp
        waiting={registrationTexts.waitingForApp}
        withoutJavaScript={
          <>
            {registrationTexts.needsJavaScript}{' '}
            <Link to="/login" className={textLinkClass}>
              {registrationTexts.signInInstead}
            </Link>
          </>
        }
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={`flex flex-col gap-5 ${NEEDS_APP_CLASS}`}
        aria-describedby={formError ? formErrorId : undefined}
      >
        {message && <Alert tone="info">{message}</Alert>}
        {formError && (
          <Alert tone="error" id={formErrorId} focusable>
            {formError}
          </Alert>
        )}
        <RegisterFields idPrefix={id} values={values} errors={errors} onChange={onChange} />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? registrationTexts.busy : submitLabel}
        </Button>
      </form>
    </AuthCard>
  );
}
