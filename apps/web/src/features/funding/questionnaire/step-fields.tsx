import type { FundingStep } from '@kusasa/domain/rules/funding-answers';
import { citizenshipLabels, fieldOfStudyLabels, institutionTypeLabels, sassaGrantLabels } from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import { InputField } from '../../../components/ui/field';
import { CheckboxGroup, RadioGroup } from './choice-group';
import { HouseholdFields } from './household-fields';
import { type StepFieldsProps, YesNoQuestion, optionsOf } from './questions';

const q = fundingTexts.questions;

/** The questions of one step of the questionnaire. */
export function StepFields({ step, ...props }: StepFieldsProps & { step: FundingStep }) {
  const { idPrefix, values, errors, onChange } = props;
  switch (step) {
    case 'citizenship':
      return (
        <RadioGroup
          id={`${idPrefix}-citizenship`}
          legend={q.citizenship}
          options={optionsOf(citizenshipLabels)}
          value={values.citizenship}
          onChange={(citizenship) => onChange({ citizenship })}
          error={errors.citizenship}
        />
      );
    case 'study':
      return (
        <div className="grid gap-6">
          <YesNoQuestion {...props} field="firstQualification" legend={q.firstQualification} hint={q.firstQualificationHint} />
          <CheckboxGroup
            id={`${idPrefix}-institutionTypes`}
            legend={q.institutionTypes}
            hint={q.institutionTypesHint}
            options={optionsOf(institutionTypeLabels)}
            values={values.institutionTypes}
            onChange={(institutionTypes) => onChange({ institutionTypes })}
            error={errors.institutionTypes}
          />
          <YesNoQuestion {...props} field="inGrade12" legend={q.inGrade12} />
          <InputField
            id={`${idPrefix}-yearStarted`}
            label={q.yearStarted}
            hint={q.yearStartedHint}
            inputMode="numeric"
            maxLength={4}
            className="max-w-xs"
            value={values.yearStarted}
            onChange={(event) => onChange({ yearStarted: event.target.value })}
            error={errors.yearStarted}
          />
          <YesNoQuestion {...props} field="hasAcceptance" legend={q.hasAcceptance} />
          <CheckboxGroup
            id={`${idPrefix}-fieldsOfStudy`}
            legend={q.fieldsOfStudy}
            hint={q.fieldsOfStudyHint}
            options={optionsOf(fieldOfStudyLabels)}
            values={values.fieldsOfStudy}
            onChange={(fieldsOfStudy) => onChange({ fieldsOfStudy })}
            error={errors.fieldsOfStudy}
          />
        </div>
      );
    case 'grant':
      return (
        <RadioGroup
          id={`${idPrefix}-sassaGrant`}
          legend={q.sassaGrant}
          options={optionsOf(sassaGrantLabels)}
          value={values.sassaGrant}
          onChange={(sassaGrant) => onChange({ sassaGrant })}
          error={errors.sassaGrant}
        />
      );
    case 'household':
      return <HouseholdFields {...props} />;
    case 'circumstances':
      return (
        <div className="grid gap-6">
          <YesNoQuestion {...props} field="disability" legend={q.disability} />
          <RadioGroup
            id={`${idPrefix}-parentsDeceased`}
            legend={q.parentsDeceased}
            options={optionsOf(fundingTexts.parentsDeceasedLabels)}
            value={values.parentsDeceased}
            onChange={(parentsDeceased) => onChange({ parentsDeceased })}
            error={errors.parentsDeceased}
          />
          <YesNoQuestion {...props} field="parentsDivorced" legend={q.parentsDivorced} />
        </div>
      );
  }
}
