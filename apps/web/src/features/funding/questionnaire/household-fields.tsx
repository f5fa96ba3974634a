import { fundingTexts } from '@kusasa/domain/funding-texts';
import { incomeBandLabels } from '@kusasa/domain/funding-labels';
import { InputField } from '../../../components/ui/field';
import { RadioGroup } from './choice-group';
import { IncomeHelper } from './income-helper';
import { type StepFieldsProps, YesNoQuestion, optionsOf } from './questions';

const q = fundingTexts.questions;

/** The household step: its size, the income band (with the monthly helper) and informal income. */
export function HouseholdFields(props: StepFieldsProps) {
  const { idPrefix, values, errors, onChange } = props;
  return (
    <div className="grid gap-6">
      <InputField
        id={`${idPrefix}-householdMembers`}
        label={q.householdMembers}
        hint={q.householdMembersHint}
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        className="max-w-xs"
        value={values.householdMembers}
        onChange={(event) => onChange({ householdMembers: event.target.value })}
        error={errors.householdMembers}
      />
      <div className="grid gap-3">
        <RadioGroup
          id={`${idPrefix}-incomeBand`}
          legend={q.incomeBand}
          hint={q.incomeBandHint}
          options={optionsOf(incomeBandLabels)}
          value={values.incomeBand}
          onChange={(incomeBand) => onChange({ incomeBand })}
          error={errors.incomeBand}
        />
        <IncomeHelper idPrefix={idPrefix} onUse={(incomeBand) => onChange({ incomeBand })} />
      </div>
      <YesNoQuestion {...props} field="informalIncome" legend={q.informalIncome} />
    </div>
  );
}
