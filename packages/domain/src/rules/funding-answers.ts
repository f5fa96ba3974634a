import { z } from 'zod';

// The funding-readiness questionnaire (issue 28): what NSFAS's public criteria ask about, in the
// learner's words, saved step by step like the profile wizard. `../shared/data/nsfas.md` holds the
// criteria and their sources; the rule set (funding-rules.ts) turns these answers into an outcome.

export const CITIZENSHIP = ['citizen', 'permanent-resident', 'other'] as const;
export const INSTITUTION_TYPES = ['public-university', 'public-tvet', 'private-college'] as const;
/** SASSA's grants; the COVID-19 Social Relief of Distress grant is not a route into NSFAS [N5]. */
export const SASSA_GRANTS = [
  'none',
  'child-support',
  'foster-child',
  'care-dependency',
  'disability',
  'older-persons',
  'war-veterans',
  'grant-in-aid',
  'srd',
] as const;
/** Combined gross household income a year, cut at the rule set's thresholds (R122,000, R350,000, R600,000). */
export const INCOME_BANDS = ['up-to-122000', '122001-to-350000', '350001-to-600000', 'above-600000', 'not-sure'] as const;
export const PARENTS_DECEASED = ['none', 'one', 'both'] as const;
/** Broad fields of study a learner names and a sponsor funds (close to the CESM's broad fields). */
export const FIELDS_OF_STUDY = [
  'agriculture',
  'arts-and-design',
  'business-and-commerce',
  'education',
  'engineering',
  'health-sciences',
  'humanities-and-social-sciences',
  'information-technology',
  'law',
  'natural-sciences-and-mathematics',
  'trades-and-artisans',
] as const;
export type FieldOfStudy = (typeof FIELDS_OF_STUDY)[number];

export type Citizenship = (typeof CITIZENSHIP)[number];
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];
export type SassaGrant = (typeof SASSA_GRANTS)[number];
export type IncomeBand = (typeof INCOME_BANDS)[number];

const currentYear = new Date().getUTCFullYear();

/** Each step of the questionnaire, in order; a step is saved only when its own fields are valid. */
export const fundingStepSchemas = {
  citizenship: z.object({ citizenship: z.enum(CITIZENSHIP) }),
  study: z.object({
    /** True when the learner has not completed any tertiary qualification before. */
    firstQualification: z.boolean(),
    institutionTypes: z.array(z.enum(INSTITUTION_TYPES)).min(1, 'Choose at least one type of institution').max(3),
    /** In Grade 12 now: the academic record line does not apply [N9]. */
    inGrade12: z.boolean(),
    /** The year tertiary studies began; null when they have not begun. */
    yearStarted: z
      .number()
      .int()
      .min(1990, 'Enter the year your studies began')
      .max(currentYear, 'Enter a year that has already begun (leave it empty if your studies have not begun)')
      .nullable(),
    /** Already holds an offer or registration at a public institution [N10]. */
    hasAcceptance: z.boolean(),
    /** What the learner wants to study (for sponsors' matching); none is allowed. */
    fieldsOfStudy: z.array(z.enum(FIELDS_OF_STUDY)).max(3, 'Choose at most three fields'),
  }),
  grant: z.object({ sassaGrant: z.enum(SASSA_GRANTS) }),
  household: z.object({
    householdMembers: z.number().int().min(1, 'Count yourself too').max(30),
    incomeBand: z.enum(INCOME_BANDS),
    /** A parent or guardian earns informally or is unemployed: an affidavit applies [N9]. */
    informalIncome: z.boolean(),
  }),
  circumstances: z.object({
    disability: z.boolean(),
    parentsDeceased: z.enum(PARENTS_DECEASED),
    parentsDivorced: z.boolean(),
  }),
} as const;

export type FundingStep = keyof typeof fundingStepSchemas;
export const FUNDING_STEPS = Object.keys(fundingStepSchemas) as FundingStep[];

export const fundingAnswersSchema = z.object({
  ...fundingStepSchemas.citizenship.shape,
  ...fundingStepSchemas.study.shape,
  ...fundingStepSchemas.grant.shape,
  ...fundingStepSchemas.household.shape,
  ...fundingStepSchemas.circumstances.shape,
});
export type FundingAnswers = z.infer<typeof fundingAnswersSchema>;

/** Saved answers so far: any step may be missing until the learner reaches it. */
export const partialFundingAnswersSchema = fundingAnswersSchema.partial();
export type PartialFundingAnswers = z.infer<typeof partialFundingAnswersSchema>;

/** The band an annual amount in rand falls in (the thresholds themselves are inside the lower band). */
export function incomeBandOf(annualRand: number): Exclude<IncomeBand, 'not-sure'> {
  if (annualRand <= 122_000) return 'up-to-122000';
  if (annualRand <= 350_000) return '122001-to-350000';
  if (annualRand <= 600_000) return '350001-to-600000';
  return 'above-600000';
}

/** The steps whose fields are all answered, in order; the questionnaire is complete when all five are. */
export function answeredSteps(answers: PartialFundingAnswers): FundingStep[] {
  return FUNDING_STEPS.filter((step) => fundingStepSchemas[step].safeParse(answers).success);
}

export function completeAnswers(answers: PartialFundingAnswers): FundingAnswers | null {
  const parsed = fundingAnswersSchema.safeParse(answers);
  return parsed.success ? parsed.data : null;
}
