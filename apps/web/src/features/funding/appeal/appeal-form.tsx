import { type FormEvent, useId, useRef, useState } from 'react';
import { appealReasonLabels } from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import { newAppealSchema } from '@kusasa/domain/schemas/funding/readiness';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextareaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { submitAppeal } from '../api/submit-appeal';
import { useFundingChange } from '../api/use-funding-change';
import { optionsOf } from '../questionnaire/questions';
import { AppealDocuments } from './appeal-documents';

const texts = fundingTexts.appeal;

/** A new appeal: a reason, an explanation of at least 20 characters and at least one supporting document. */
export function AppealForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState('');
  const [explanation, setExplanation] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submit = useFundingChange(submitAppeal);
  useFocusFirstInvalid(formRef, attempt);

  const fail = (fields: FieldErrors, message: string | null = null) => {
    setErrors(fields);
    setFormError(message);
    setAttempt((n) => n + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const parsed = newAppealSchema.safeParse({ reason, explanation, documentIds });
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues);
      return fail(reason === '' ? { ...found, reason: fundingTexts.required } : found);
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        setReason('');
        setExplanation('');
        setDocumentIds([]);
        setErrors({});
        setFormError(null);
        toast.success(texts.submitted);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) return fail(error.fields);
        fail({}, error instanceof ApiError && error.status < 500 ? error.message : fundingTexts.saveFailed);
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={texts.heading} className="grid gap-5">
      <SelectField
        id={`${id}-reason`}
        label={texts.reason}
        placeholder={texts.reasonPlaceholder}
        options={optionsOf(appealReasonLabels)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      <TextareaField
        id={`${id}-explanation`}
        label={texts.explanation}
        hint={texts.explanationHint}
        maxLength={2000}
        value={explanation}
        onChange={(event) => setExplanation(event.target.value)}
        error={errors.explanation}
      />
      <AppealDocuments id={`${id}-documentIds`} selected={documentIds} onChange={setDocumentIds} error={errors.documentIds} />
      {formError && (
        <Alert tone="error" focusable>
          {formError}
        </Alert>
      )}
      <Button type="submit" className="justify-self-start" disabled={submit.isPending} aria-busy={submit.isPending}>
        {submit.isPending ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
