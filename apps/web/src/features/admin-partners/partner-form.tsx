import { type FormEvent, useRef, useState } from 'react';
import { partnerLabels as labels } from '@kusasa/domain/partner-texts';
import { PARTNER_STATUSES, PARTNER_TIERS, PARTNER_TYPES } from '@kusasa/domain/rules/partners';
import { type Partner, type PartnerCreate, partnerCreateSchema } from '@kusasa/domain/schemas/partners/partners';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmailField, InputField, SelectField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../lib/form-errors';
import { randToCents } from './format';

const options = <K extends string>(keys: readonly K[], names: Record<K, string>) => keys.map((value) => ({ value, label: names[value] }));

type Values = Record<
  | 'name'
  | 'type'
  | 'tier'
  | 'status'
  | 'contactPerson'
  | 'contactEmail'
  | 'phone'
  | 'website'
  | 'organizationType'
  | 'annualInvestment'
  | 'contractStartDate'
  | 'contractEndDate',
  string
>;

function valuesOf(partner: Partner | null): Values {
  return {
    name: partner?.name ?? '',
    type: partner?.type ?? '',
    tier: partner?.tier ?? 'basic',
    status: partner?.status ?? 'pending',
    contactPerson: partner?.contactPerson ?? '',
    contactEmail: partner?.contactEmail ?? '',
    phone: partner?.phone ?? '',
    website: partner?.website ?? '',
    organizationType: partner?.organizationType ?? '',
    annualInvestment: partner?.annualInvestmentCents == null ? '' : String(partner.annualInvestmentCents / 100),
    contractStartDate: partner?.contractStartDate ?? '',
    contractEndDate: partner?.contractEndDate ?? '',
  };
}

/**
 * The partner's fields, for Add Partner and the detail page's Settings. Checked with the API's
 * own schema before sending; the server's field errors show beside the same fields.
 */
export function PartnerForm({
  partner,
  submitLabel,
  busy,
  onSubmit,
}: {
  partner: Partner | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: PartnerCreate) => Promise<unknown>;
}) {
  const [values, setValues] = useState(() => valuesOf(partner));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);

  const field = (name: keyof Values) => ({
    id: `partner-${name}`,
    name,
    value: values[name],
    error: errors[name === 'annualInvestment' ? 'annualInvestmentCents' : name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const investment = values.annualInvestment.trim() ? randToCents(values.annualInvestment) : null;
    const body = {
      ...values,
      annualInvestmentCents: investment ?? null,
      contractStartDate: values.contractStartDate || null,
      contractEndDate: values.contractEndDate || null,
    };
    const { annualInvestment: _typed, ...request } = body;
    const parsed = partnerCreateSchema.safeParse(request);
    const found = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
    if (values.annualInvestment.trim() && investment === null) found.annualInvestmentCents = 'Please enter an amount in rand';
    setErrors(found);
    setAttempt((count) => count + 1);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      await onSubmit(request as PartnerCreate);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else setFormError(error instanceof ApiError ? error.message : 'Could not save the partner. Please try again.');
      setAttempt((count) => count + 1);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 max-w-3xl gap-4 sm:grid-cols-2">
      {formError && (
        <Alert tone="error" focusable className="sm:col-span-2">
          {formError}
        </Alert>
      )}
      <InputField label="Name" required autoComplete="organization" className="sm:col-span-2" {...field('name')} />
      <SelectField label="Type" placeholder="Select a type" options={options(PARTNER_TYPES, labels.types)} {...field('type')} />
      <SelectField label="Tier" placeholder="Select a tier" options={options(PARTNER_TIERS, labels.tiers)} {...field('tier')} />
      <SelectField label="Status" placeholder="Select a status" options={options(PARTNER_STATUSES, labels.statuses)} {...field('status')} />
      <InputField label="Organisation type" {...field('organizationType')} />
      <InputField label="Contact person" autoComplete="name" {...field('contactPerson')} />
      <EmailField label="Contact email" {...field('contactEmail')} />
      <InputField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      <InputField label="Website" type="url" placeholder="https://" {...field('website')} />
      <InputField label="Annual investment (R)" inputMode="decimal" {...field('annualInvestment')} />
      <span aria-hidden="true" className="hidden sm:block" />
      <InputField label="Contract start" type="date" {...field('contractStartDate')} />
      <InputField label="Contract end" type="date" {...field('contractEndDate')} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
