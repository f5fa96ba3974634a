import { useState, type FormEvent } from 'react';
import { fieldOfStudyLabels, incomeBandLabels, institutionTypeLabels } from '@kusasa/domain/funding-labels';
import { sponsorMatchPageTexts as t } from '@kusasa/domain/funding-cycle-and-match-texts';
import { FIELDS_OF_STUDY, INCOME_BANDS, INSTITUTION_TYPES } from '@kusasa/domain/rules/funding-answers';
import { PROVINCES } from '@kusasa/domain/rules/regions';
import { sponsorCriteriaSchema, type SponsorCriteria } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CheckboxField, SelectField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSaveSponsorCriteria } from './api/matches';
import { CheckboxGroup } from './checkbox-group';

const provinceOptions = PROVINCES.map((value) => ({ value, label: value }));
const typeOptions = INSTITUTION_TYPES.map((value) => ({ value, label: institutionTypeLabels[value] }));
const fieldOptions = FIELDS_OF_STUDY.map((value) => ({ value, label: fieldOfStudyLabels[value] }));
// The select's empty first option is 'Any income' (null).
const bandOptions = INCOME_BANDS.filter((band) => band !== 'not-sure').map((value) => ({ value, label: incomeBandLabels[value] }));
const blank: SponsorCriteria = { provinces: [], institutionTypes: [], fieldsOfStudy: [], maxIncomeBand: null, nsfasUnlikelyOnly: false };

/** What the sponsor funds: empty groups accept everything. Saving fetches the matches again. */
export function CriteriaForm({ saved }: { saved: SponsorCriteria | null }) {
  const [values, setValues] = useState<SponsorCriteria>(saved ?? blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveSponsorCriteria();
  const set =
    <K extends keyof SponsorCriteria>(key: K) =>
    (value: SponsorCriteria[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sponsorCriteriaSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t.saved),
      onError: (error) => setErrors(error instanceof ApiError ? error.fields : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={t.criteria}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.criteriaHint}</p>
      {save.isError && <Alert tone="error">{save.error.message || t.saveFailed}</Alert>}
      <CheckboxGroup
        id="criteria-provinces"
        legend={t.provinces}
        options={provinceOptions}
        value={values.provinces}
        onChange={set('provinces')}
        error={errors.provinces}
      />
      <CheckboxGroup
        id="criteria-types"
        legend={t.institutionTypes}
        options={typeOptions}
        value={values.institutionTypes}
        onChange={set('institutionTypes')}
        error={errors.institutionTypes}
      />
      <CheckboxGroup
        id="criteria-fields"
        legend={t.fieldsOfStudy}
        options={fieldOptions}
        value={values.fieldsOfStudy}
        onChange={set('fieldsOfStudy')}
        error={errors.fieldsOfStudy}
      />
      <SelectField
        id="criteria-income"
        label={t.maxIncomeBand}
        placeholder={t.anyIncome}
        options={bandOptions}
        value={values.maxIncomeBand ?? ''}
        onChange={(event) => {
          const band = sponsorCriteriaSchema.shape.maxIncomeBand.safeParse(event.target.value);
          set('maxIncomeBand')(band.success ? band.data : null);
        }}
        error={errors.maxIncomeBand}
        className="max-w-xl"
      />
      <CheckboxField
        id="criteria-nsfas-unlikely"
        label={t.nsfasUnlikelyOnly}
        checked={values.nsfasUnlikelyOnly}
        onChange={(event) => set('nsfasUnlikelyOnly')(event.target.checked)}
      />
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
