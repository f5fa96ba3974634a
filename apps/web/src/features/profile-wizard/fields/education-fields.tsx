import { educationTexts as texts } from '@kusasa/domain/profile-texts';
import { currentYear, GRADE12_SITTINGS, MIN_COMPLETION_YEAR } from '@kusasa/domain/schemas/profile';
import { InputField, SelectField } from '../../../components/ui/field';
import type { EducationValues } from '../wizard-values';
import type { FieldsProps } from './field-props';
import { ProvinceSelect } from './province-select';
import { SubjectRows } from './subject-rows';

const SITTING_OPTIONS = GRADE12_SITTINGS.map((sitting) => ({ value: sitting, label: texts.sittings[sitting] }));

/** Step 4, Education History: school, province, completion year and both grades' subjects. */
export function EducationFields({ idPrefix, values, errors, onChange }: FieldsProps<EducationValues>) {
  const set = (change: Partial<EducationValues>) => onChange({ ...values, ...change });
  return (
    <div className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <InputField
          id={`${idPrefix}-schoolName`}
          label="School Name"
          autoComplete="organization"
          maxLength={100}
          className="sm:col-span-2"
          value={values.schoolName}
          onChange={(event) => set({ schoolName: event.target.value })}
          error={errors.schoolName}
        />
        <ProvinceSelect
          idPrefix={idPrefix}
          label="School Province"
          value={values.province}
          error={errors.province}
          onChange={(province) => set({ province })}
        />
        <InputField
          id={`${idPrefix}-completionYear`}
          label="Completion Year"
          type="number"
          inputMode="numeric"
          min={MIN_COMPLETION_YEAR}
          max={currentYear(new Date())}
          value={values.completionYear}
          onChange={(event) => set({ completionYear: event.target.value })}
          error={errors.completionYear}
        />
        <SelectField
          id={`${idPrefix}-grade12Sitting`}
          label={texts.sittingLabel}
          placeholder="Select which results"
          options={SITTING_OPTIONS}
          value={values.grade12Sitting}
          onChange={(event) => set({ grade12Sitting: event.target.value })}
          error={errors.grade12Sitting}
        />
      </div>
      <SubjectRows
        idPrefix={idPrefix}
        gradeKey="grade11Subjects"
        legend={texts.grade11Legend}
        rows={values.grade11Subjects}
        errors={errors}
        onChange={(rows) => set({ grade11Subjects: rows })}
      />
      <SubjectRows
        idPrefix={idPrefix}
        gradeKey="grade12Subjects"
        legend={texts.grade12Legend}
        rows={values.grade12Subjects}
        errors={errors}
        onChange={(rows) => set({ grade12Subjects: rows })}
      />
    </div>
  );
}
