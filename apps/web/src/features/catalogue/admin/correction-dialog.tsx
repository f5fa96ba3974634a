import { saveCallbacks } from '../../../lib/save-callbacks';
import { useState, type FormEvent } from 'react';
import { catalogueCorrectionTexts as t } from '@kusasa/domain/catalogue-coverage-texts';
import { catalogueInstitutionCorrectionSchema, type CatalogueCoverageRow } from '@kusasa/domain/schemas/catalogue-corrections';
import { FormDialog } from '../../../components/ui/form-dialog';
import { InputField, TextareaField } from '../../../components/ui/field';
import { fieldErrorsFrom, type FieldErrors } from '../../../lib/form-errors';
import { useCorrectInstitution } from './corrections-api';

type Field = 'applyUrl' | 'programmesNotPublished' | 'apsRuleNote';

/** Corrects what learners read of an institution: where to apply, why it has no programmes, how it scores. */
export function CorrectionDialog({ institution, onClose }: { institution: CatalogueCoverageRow; onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    applyUrl: institution.applyUrl ?? '',
    programmesNotPublished: institution.programmesNotPublished ?? '',
    apsRuleNote: institution.apsRuleNote ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const correct = useCorrectInstitution();
  const set = (field: Field) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = catalogueInstitutionCorrectionSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    correct.mutate({ id: institution.id, body: parsed.data }, saveCallbacks(t.saved, setErrors, onClose));
  };

  return (
    <FormDialog title={t.dialogTitle(institution.name)} busy={correct.isPending} onClose={onClose} onSubmit={submit} submitLabel={t.save}>
      <InputField id="correction-apply-url" label={t.applyUrl} type="url" value={values.applyUrl} onChange={set('applyUrl')} error={errors.applyUrl} />
      <TextareaField
        id="correction-reason"
        label={t.reason}
        hint={t.reasonHint}
        value={values.programmesNotPublished}
        onChange={set('programmesNotPublished')}
        error={errors.programmesNotPublished}
      />
      <TextareaField id="correction-aps-note" label={t.apsRuleNote} value={values.apsRuleNote} onChange={set('apsRuleNote')} error={errors.apsRuleNote} />
    </FormDialog>
  );
}
