import { type FormEvent, useState } from 'react';
import { counselorLinkTexts } from '@kusasa/domain/counselor-page-texts';
import type { LinkTerms } from '@kusasa/domain/schemas/counselors/links';
import { Alert } from '../../components/ui/alert';
import { FormDialog } from '../../components/ui/form-dialog';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/form-errors';
import { type TermsValues, parseTerms } from './terms';
import { TermsFields } from './terms-fields';

/** The scopes and end date in a dialog: accepting an invitation, or changing a link. */
export function TermsDialog({
  id,
  title,
  submitLabel,
  initial,
  defaultEndsOn,
  busy,
  onSave,
  onClose,
}: {
  id: string;
  title: string;
  submitLabel: string;
  initial: TermsValues;
  defaultEndsOn: string;
  busy: boolean;
  onSave: (terms: LinkTerms, done: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<TermsValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parseTerms(values);
    if ('errors' in parsed) return setErrors(parsed.errors);
    setErrors({});
    onSave(parsed.terms, {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else setFailure(error instanceof ApiError && error.status < 500 ? error.message : counselorLinkTexts.saveFailed);
      },
    });
  };

  return (
    <FormDialog title={title} busy={busy} onClose={onClose} onSubmit={submit} submitLabel={submitLabel} className="sm:max-w-lg">
      <TermsFields id={id} values={values} errors={errors} defaultEndsOn={defaultEndsOn} onChange={setValues} />
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}
