import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { partnerLabels as labels, partnerPortalTexts as pt, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { isPartnerAccountType, PARTNER_TYPES } from '@kusasa/domain/rules/partners';
import { type PartnerRegistration, partnerRegistrationSchema } from '@kusasa/domain/schemas/partners/portal';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardText, CardTitle } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { EmailField, InputField, SelectField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../lib/form-errors';
import type { PageProps } from '../../lib/page-props';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { usePublicTiers, useRegisterPartner } from './api/portal';
import { money } from './format';

/**
 * /partner/register: an organisation's signed-in account (institution, sponsor or NSFAS,
 * decision 0163) registers its partner record, pending until the subscription is paid.
 */
export default function PartnerRegisterPage({ title }: PageProps) {
  const session = useSession();
  return (
    <Container className="max-w-3xl py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 dark:text-white">{title}</h1>
      <div className="mt-6">
        {session.status === 'loading' ? (
          <Spinner label="Loading your account…" />
        ) : session.status === 'error' ? (
          <Alert tone="error">
            <p>We could not check your account.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={session.retry}>
              {t.retry}
            </Button>
          </Alert>
        ) : session.status === 'signed-out' ? (
          <Card>
            <CardTitle>Sign in with your organisation&apos;s account</CardTitle>
            <CardText>
              Partners register with their institution, sponsor or NSFAS account. Create one for your organisation first, or sign in if you already have one.
            </CardText>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to="/partner/login" state={{ from: '/partner/register' }} className={buttonVariants()}>
                Sign in
              </Link>
              <Link to="/institutions/register" className={buttonVariants({ variant: 'outline' })}>
                Register an institution
              </Link>
              <Link to="/sponsors/register" className={buttonVariants({ variant: 'outline' })}>
                Register a sponsor
              </Link>
            </div>
          </Card>
        ) : !isPartnerAccountType(session.user.userType) ? (
          <Alert tone="info">
            <p>{pt.loginWrongType}</p>
            {session.user.userType === 'admin' && (
              <Link to="/admin/partners/new" className="mt-2 inline-block font-medium underline">
                Add a partner in the CRM
              </Link>
            )}
          </Alert>
        ) : (
          <RegistrationForm defaultEmail={session.user.email} />
        )}
      </div>
    </Container>
  );
}

function RegistrationForm({ defaultEmail }: { defaultEmail: string }) {
  const tiers = usePublicTiers();
  const register = useRegisterPartner();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    name: '',
    type: '',
    tier: '',
    contactPerson: '',
    contactEmail: defaultEmail,
    phone: '',
    website: '',
    organizationType: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);

  const field = (name: keyof typeof values) => ({
    id: `register-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = partnerRegistrationSchema.safeParse(values);
    setAttempt((count) => count + 1);
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    register.mutate(values as PartnerRegistration, {
      onSuccess: () => {
        toast.success(pt.registered);
        void navigate('/partner-dashboard');
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else setFormError(error instanceof ApiError ? error.message : 'Could not register. Please try again.');
        setAttempt((count) => count + 1);
      },
    });
  };

  const tierOptions = (tiers.data ?? []).map((tier) => ({ value: tier.tier, label: `${tier.name}: ${money(tier.monthlyFeeCents)} ${t.perMonth}` }));

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {formError && (
        <Alert tone="error" focusable className="sm:col-span-2">
          <p>{formError}</p>
          {formError === pt.alreadyRegistered && (
            <Link to="/partner-dashboard" className="mt-1 inline-block font-medium underline">
              Open your partner dashboard
            </Link>
          )}
        </Alert>
      )}
      <InputField label="Organisation Name" required autoComplete="organization" className="sm:col-span-2" {...field('name')} />
      <SelectField
        label="Partner Type"
        required
        placeholder="Select a type"
        options={PARTNER_TYPES.map((value) => ({ value, label: labels.types[value] }))}
        {...field('type')}
      />
      <SelectField
        label="Tier"
        required
        placeholder={tiers.isError ? 'Tiers could not be loaded' : tiers.data ? 'Select a tier' : 'Loading tiers…'}
        options={tierOptions}
        {...field('tier')}
      />
      <InputField label="Contact Person (optional)" autoComplete="name" {...field('contactPerson')} />
      <EmailField label="Contact Email" {...field('contactEmail')} />
      <InputField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      <InputField label="Website (optional)" type="url" placeholder="https://" {...field('website')} />
      <InputField label="Organisation Type (optional)" className="sm:col-span-2" {...field('organizationType')} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={register.isPending} aria-busy={register.isPending}>
          Register Partner
        </Button>
      </div>
    </form>
  );
}
