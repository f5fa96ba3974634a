import { type FormEvent, useRef, useState } from 'react';
import { formatZar } from '@kusasa/domain/rules/money';
import { SPONSORSHIP_VISIBLE_FIELDS, type SponsorshipPurpose, type SponsorshipVisibleField } from '@kusasa/domain/rules/sponsors';
import type { SponsorshipOptions } from '@kusasa/domain/schemas/sponsors/requests';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorshipTexts as texts } from '@kusasa/domain/sponsor-texts';
import { fillText } from '@kusasa/domain/texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CheckboxField, FieldError, fieldErrorId, InputField, SelectField } from '../../components/ui/field';
import { type FieldErrors, useFocusFirstInvalid } from '../../lib/form-errors';
import { setWith } from '../../lib/set-with';
import { useRequestSponsorship } from './api/hooks';
import { centsToRandText } from '@kusasa/domain/rules/rand-input';
import { SharedFieldsPicker } from './shared-fields-picker';
import { checkRequest, formErrorOf, shownFieldErrors } from './sponsorship-request-errors';

const page = sponsorPageTexts.apply;
type PlanFeeId = SponsorshipOptions['planFees'][number]['planId'];

function applicationLabel(application: SponsorshipOptions['applications'][number]): string {
  const what = [application.programme, application.institution].filter(Boolean).join(', ');
  return `${what || 'Application'} (${application.id.slice(0, 8)})`;
}

/** The request form: which application, how much, for what, and what sponsors may see. */
export function SponsorshipRequestForm({ options, onDone }: { options: SponsorshipOptions; onDone: () => void }) {
  const request = useRequestSponsorship();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);

  const [purpose, setPurpose] = useState<SponsorshipPurpose>('application_fee');
  const [applicationId, setApplicationId] = useState(options.applications.length === 1 ? (options.applications[0]?.id ?? '') : '');
  const [planId, setPlanId] = useState<PlanFeeId | ''>('');
  const [amount, setAmount] = useState('');
  const [visible, setVisible] = useState<Set<SponsorshipVisibleField>>(new Set());
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const application = options.applications.find((item) => item.id === applicationId);
  const preview: Record<SponsorshipVisibleField, string | null> = {
    firstName: options.preview.firstName,
    province: options.preview.province,
    apsBand: options.preview.apsBand,
    programme: application?.programme ?? null,
    institution: application?.institution ?? null,
  };

  const choosePlan = (value: string) => {
    const fee = options.planFees.find((item) => item.planId === value);
    setPlanId(fee ? fee.planId : '');
    // A plan's fee is its price: the server refuses any other amount.
    if (fee) setAmount(centsToRandText(fee.priceCents));
  };

  const toggle = (field: SponsorshipVisibleField, on: boolean) => setVisible((current) => setWith(current, field, on));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const { found, cents } = checkRequest({ applicationId, purpose, planId, amount, consent });
    setErrors(found);
    setAttempt((count) => count + 1);
    if (Object.keys(found).length > 0 || cents === null) return;

    request.mutate(
      {
        applicationId,
        requestedAmountCents: cents,
        purpose,
        planId: purpose === 'plan_fee' && planId ? planId : null,
        visibleFields: SPONSORSHIP_VISIBLE_FIELDS.filter((field) => visible.has(field)),
        consent: true,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const shown = shownFieldErrors(error);
          setErrors(shown);
          setAttempt((count) => count + 1);
          // Always the seed's 'Submission error'; with the server's reason when it is one the learner can act on.
          setFormError(formErrorOf(error, shown));
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-6 grid max-w-xl gap-5">
      {formError !== null && (
        <Alert tone="error" focusable>
          <p className="font-semibold">{texts.submissionError}</p>
          {formError && <p>{formError}</p>}
        </Alert>
      )}

      <SelectField
        id="sponsorship-purpose"
        label={texts.purposeLabel}
        placeholder={texts.purposeLabel}
        value={purpose}
        error={errors.purpose}
        options={[
          { value: 'application_fee', label: texts.purposes.application_fee },
          { value: 'plan_fee', label: texts.purposes.plan_fee },
        ]}
        onChange={(event) => {
          setPurpose(event.target.value === 'plan_fee' ? 'plan_fee' : 'application_fee');
          setPlanId('');
        }}
      />

      <SelectField
        id="sponsorship-application"
        label={texts.applicationIdLabel}
        placeholder={page.chooseApplication}
        value={applicationId}
        error={errors.applicationId}
        options={options.applications.map((item) => ({ value: item.id, label: applicationLabel(item) }))}
        onChange={(event) => setApplicationId(event.target.value)}
      />

      {purpose === 'plan_fee' && (
        <SelectField
          id="sponsorship-plan"
          label={page.planLabel}
          placeholder={page.choosePlan}
          value={planId}
          error={errors.planId}
          options={options.planFees.map((fee) => ({ value: fee.planId, label: `${fee.name} (${formatZar(fee.priceCents)})` }))}
          onChange={(event) => choosePlan(event.target.value)}
        />
      )}

      <InputField
        id="sponsorship-amount"
        label={texts.requestedAmountLabel}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        readOnly={purpose === 'plan_fee'}
        error={errors.amount}
        hint={
          purpose === 'plan_fee'
            ? page.planAmountHint
            : fillText(page.amountHint, { min: formatZar(options.minAmountCents), max: formatZar(options.maxAmountCents) })
        }
        onChange={(event) => setAmount(event.target.value)}
      />

      <SharedFieldsPicker preview={preview} visible={visible} onToggle={toggle} />

      <div>
        <CheckboxField
          id="sponsorship-consent"
          checked={consent}
          invalid={Boolean(errors.consent)}
          errorId={fieldErrorId('sponsorship-consent')}
          onChange={(event) => setConsent(event.target.checked)}
          label={texts.consentLabel}
        />
        <FieldError id={fieldErrorId('sponsorship-consent')}>{errors.consent}</FieldError>
      </div>

      <Button type="submit" className="sm:justify-self-start" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
