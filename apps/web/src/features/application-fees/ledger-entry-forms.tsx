import { useState, type FormEvent } from 'react';
import { applicationFeeErrorTexts as e, feePayoutTexts as t } from '@kusasa/domain/application-fee-texts';
import { randToCents } from '@kusasa/domain/rules/rand-input';
import { newCorrectionSchema, newPayoutSchema } from '@kusasa/domain/schemas/application-fees';
import { Button } from '../../components/ui/button';
import { InputField, TextareaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useRecordCorrection, useRecordPayout } from './api/application-fees';

/** '-150.50' -> -15050; the sign is the admin's to give (a correction may take away). */
function signedCents(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = randToCents(negative ? trimmed.slice(1) : trimmed);
  return cents === null ? null : negative ? -cents : cents;
}

/** The API's field messages, or its message beside the amount (a payout above the balance says so there). */
const apiErrors = (failure: Error): FieldErrors => {
  if (!(failure instanceof ApiError)) return { amountCents: e.amountInvalid };
  return Object.keys(failure.fields).length > 0 ? { ...failure.fields } : { amountCents: failure.message };
};

/** Records a payout made at the bank: the amount (at most the balance, the server checks) and the bank's reference. */
export function PayoutForm({ institutionId }: { institutionId: string }) {
  const [values, setValues] = useState({ amount: '', bankReference: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useRecordPayout(institutionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPayoutSchema.safeParse({ amountCents: randToCents(values.amount) ?? Number.NaN, bankReference: values.bankReference });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t.payoutRecorded);
        setValues({ amount: '', bankReference: '' });
      },
      onError: (failure) => setErrors(apiErrors(failure)),
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label={t.recordPayout}>
      <InputField
        id="payout-amount"
        label={t.amount}
        inputMode="decimal"
        value={values.amount}
        error={errors.amountCents}
        onChange={(event) => setValues({ ...values, amount: event.target.value })}
      />
      <InputField
        id="payout-reference"
        label={t.bankReference}
        hint={t.bankReferenceHint}
        value={values.bankReference}
        error={errors.bankReference}
        onChange={(event) => setValues({ ...values, bankReference: event.target.value })}
      />
      <Button type="submit" className="justify-self-start" disabled={record.isPending} aria-busy={record.isPending}>
        {t.recordPayout}
      </Button>
    </form>
  );
}

/** Adds a correction: a signed amount and why. Nothing already written changes. */
export function CorrectionForm({ institutionId }: { institutionId: string }) {
  const [values, setValues] = useState({ amount: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useRecordCorrection(institutionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newCorrectionSchema.safeParse({ amountCents: signedCents(values.amount) ?? Number.NaN, reason: values.reason });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t.correctionRecorded);
        setValues({ amount: '', reason: '' });
      },
      onError: (failure) => setErrors(apiErrors(failure)),
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label={t.addCorrection}>
      <InputField
        id="correction-amount"
        label={t.correctionAmount}
        value={values.amount}
        error={errors.amountCents}
        onChange={(event) => setValues({ ...values, amount: event.target.value })}
      />
      <TextareaField
        id="correction-reason"
        label={t.reason}
        value={values.reason}
        error={errors.reason}
        onChange={(event) => setValues({ ...values, reason: event.target.value })}
      />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={record.isPending} aria-busy={record.isPending}>
        {t.addCorrection}
      </Button>
    </form>
  );
}
