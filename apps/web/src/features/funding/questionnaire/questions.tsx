import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FieldErrors } from '../../../lib/form-errors';
import type { AnswerValues, YesNo } from './answer-values';
import { RadioGroup } from './choice-group';

export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const YES_NO = [
  { value: 'yes', label: fundingTexts.yes },
  { value: 'no', label: fundingTexts.no },
];

export interface StepFieldsProps {
  idPrefix: string;
  values: AnswerValues;
  errors: FieldErrors;
  onChange: (change: Partial<AnswerValues>) => void;
}

/** A yes-or-no question on one boolean field. */
export function YesNoQuestion({
  field,
  legend,
  hint,
  idPrefix,
  values,
  errors,
  onChange,
}: StepFieldsProps & { field: keyof AnswerValues; legend: string; hint?: string }) {
  return (
    <RadioGroup
      id={`${idPrefix}-${field}`}
      legend={legend}
      {...(hint ? { hint } : {})}
      inline
      options={YES_NO}
      value={values[field] as string}
      onChange={(value) => onChange({ [field]: value as YesNo })}
      error={errors[field]}
    />
  );
}
