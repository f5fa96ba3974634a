import { type FundingStep, type PartialFundingAnswers, fundingStepSchemas } from '@kusasa/domain/rules/funding-answers';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsFrom } from '../../../lib/form-errors';
import type { StepBody } from '../api/save-answers';

// The questionnaire's values as the form holds them (text, 'yes'/'no', lists), and one step's
// body checked with the domain's own step schema before it is sent.

export type YesNo = '' | 'yes' | 'no';

export interface AnswerValues {
  citizenship: string;
  firstQualification: YesNo;
  institutionTypes: string[];
  inGrade12: YesNo;
  yearStarted: string;
  hasAcceptance: YesNo;
  fieldsOfStudy: string[];
  sassaGrant: string;
  householdMembers: string;
  incomeBand: string;
  informalIncome: YesNo;
  disability: YesNo;
  parentsDeceased: string;
  parentsDivorced: YesNo;
}

const yesNo = (value: boolean | undefined): YesNo => (value === undefined ? '' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');
const text = (value: string | number | undefined | null): string => (value === undefined || value === null ? '' : String(value));

/** The saved answers as form values; a missing answer is empty. */
export function valuesFrom(answers: PartialFundingAnswers): AnswerValues {
  return {
    citizenship: text(answers.citizenship),
    firstQualification: yesNo(answers.firstQualification),
    institutionTypes: [...(answers.institutionTypes ?? [])],
    inGrade12: yesNo(answers.inGrade12),
    yearStarted: text(answers.yearStarted),
    hasAcceptance: yesNo(answers.hasAcceptance),
    fieldsOfStudy: [...(answers.fieldsOfStudy ?? [])],
    sassaGrant: text(answers.sassaGrant),
    householdMembers: text(answers.householdMembers),
    incomeBand: text(answers.incomeBand),
    informalIncome: yesNo(answers.informalIncome),
    disability: yesNo(answers.disability),
    parentsDeceased: text(answers.parentsDeceased),
    parentsDivorced: yesNo(answers.parentsDivorced),
  };
}

/** The fields of one step, in the order the step shows them. */
export const stepFields = (step: FundingStep): string[] => Object.keys(fundingStepSchemas[step].shape);

const optional = new Set(['institutionTypes', 'fieldsOfStudy', 'yearStarted']);

function rawAnswers(values: AnswerValues): Record<string, unknown> {
  const orUndefined = (value: string) => (value === '' ? undefined : value);
  const year = values.yearStarted.trim();
  return {
    citizenship: orUndefined(values.citizenship),
    firstQualification: fromYesNo(values.firstQualification),
    institutionTypes: values.institutionTypes,
    inGrade12: fromYesNo(values.inGrade12),
    yearStarted: year === '' ? null : Number(year),
    hasAcceptance: fromYesNo(values.hasAcceptance),
    fieldsOfStudy: values.fieldsOfStudy,
    sassaGrant: orUndefined(values.sassaGrant),
    householdMembers: values.householdMembers.trim() === '' ? undefined : Number(values.householdMembers),
    incomeBand: orUndefined(values.incomeBand),
    informalIncome: fromYesNo(values.informalIncome),
    disability: fromYesNo(values.disability),
    parentsDeceased: orUndefined(values.parentsDeceased),
    parentsDivorced: fromYesNo(values.parentsDivorced),
  };
}

export type StepCheck<S extends FundingStep> = { ok: true; body: StepBody<S> } | { ok: false; errors: FieldErrors };

/** One step's body, or a message per field: an unanswered question first, then the schema's own words. */
export function checkStep<S extends FundingStep>(step: S, values: AnswerValues): StepCheck<S> {
  const raw = rawAnswers(values);
  const errors: FieldErrors = {};
  for (const field of stepFields(step)) {
    if (raw[field] === undefined && !optional.has(field)) errors[field] = field === 'householdMembers' ? fundingTexts.enterNumber : fundingTexts.required;
  }
  if (step === 'study' && values.yearStarted.trim() !== '' && !/^\d{4}$/.test(values.yearStarted.trim())) errors.yearStarted = fundingTexts.enterYear;
  if (step === 'household' && raw.householdMembers !== undefined && !Number.isInteger(raw.householdMembers)) errors.householdMembers = fundingTexts.enterNumber;
  const schema = fundingStepSchemas[step] as unknown as z.ZodType<StepBody<S>>;
  const parsed = schema.safeParse(raw);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors: { ...(parsed.success ? {} : fieldErrorsFrom(parsed.error.issues)), ...errors } };
}
