import { type FormEvent, useId, useRef, useState } from 'react';
import { nsfasStatusLabels } from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import { NSFAS_STATUSES } from '@kusasa/domain/rules/funding-statuses';
import { type FundingReadiness, recordNsfasSchema } from '@kusasa/domain/schemas/funding/readiness';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { recordNsfas } from '../api/record-nsfas';
import { useFundingChange } from '../api/use-funding-change';

const texts = fundingTexts.nsfas;
const statusOptions = NSFAS_STATUSES.map((status) => ({ value: status, label: nsfasStatusLabels[status].label }));

/** The learner's NSFAS reference and the status myNSFAS shows them (PUT /api/funding/nsfas). */
export function NsfasRecordForm({ nsfas }: { nsfas: FundingReadiness['nsfas'] }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reference, setReference] = useState(nsfas.reference ?? '');
  const [status, setStatus] = useState<string>(nsfas.status ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const save = useFundingChange(recordNsfas);
  useFocusFirstInvalid(formRef, attempt);

  const fail = (fields: FieldErrors, message: string | null = null) => {
    setErrors(fields);
    setFormError(message);
    setAttempt((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = recordNsfasSchema.safeParse({ reference: reference.trim() === '' ? null : reference, status: status === '' ? null : status });
    if (!parsed.success) return fail(fieldErrorsFrom(parsed.error.issues));
    save.mutate(parsed.data, {
      onSuccess: () => {
        setErrors({});
        setFormError(null);
        toast.success(texts.saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) return fail(error.fields);
        fail({}, error instanceof ApiError && error.status < 500 ? error.message : fundingTexts.saveFailed);
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={texts.heading} className="grid gap-4">
      <InputField
        id={`${id}-reference`}
        label={texts.reference}
        hint={texts.referenceHint}
        autoComplete="off"
        maxLength={40}
        className="max-w-sm"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={errors.reference}
      />
      <SelectField
        id={`${id}-status`}
        label={texts.status}
        placeholder={texts.noStatus}
        options={statusOptions}
        className="max-w-sm"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        error={errors.status}
      />
      {formError && (
        <Alert tone="error" focusable>
          {formError}
        </Alert>
      )}
      <Button type="submit" className="justify-self-start" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? texts.saving : texts.save}
      </Button>
    </form>
  );
}
