// User-facing texts for marks, APS scores, NSC pass types and programme eligibility.
// Import-free on purpose: the public APS calculator page bundles it without pulling in zod.

/** What each score unit is called (keys are the ScoreUnit values of rules/aps.ts). */
export const scoreUnitLabels = {
  aps: 'APS',
  'applicant-score': 'Applicant Score',
  'faculty-points-score': 'Faculty Points Score',
} as const;

export const apsInputTexts = {
  markRange: 'Mark must be between 0 and 100',
  subjectRequired: 'Please select a subject',
} as const;

export const eligibilityStatusTexts = {
  meets: 'You meet the requirements',
  nearly: 'You nearly meet the requirements',
  does_not_meet: 'You do not meet the requirements yet',
} as const;

export const eligibilityReasonTexts = {
  /** 'APS short by 3'; on NMU's scale 'Applicant Score short by 15'. */
  apsShort: (by: number, unitLabel: string = scoreUnitLabels.aps): string => `${unitLabel} short by ${by}`,
  missingSubject: (subject: string): string => `Missing subject: ${subject}`,
  markTooLow: (subject: string, needed: number, got: number): string => `${subject} mark too low: needs ${needed}%, you have ${got}%`,
  /** Alternatives in a requirement, e.g. 'Mathematics or Technical Mathematics'. */
  alternatives: (subjects: readonly string[]): string => subjects.join(' or '),
} as const;

export const apsScoreTexts = {
  /** 'APS 34 / 42', 'Applicant Score 412 / 600': a score with its unit and scale. */
  withUnit: (unitLabel: string, score: number, maxScore: number): string => `${unitLabel} ${score} / ${maxScore}`,
  /** The same, as a screen reader should say it: 'Applicant Score 412 out of 600'. */
  withUnitSpoken: (unitLabel: string, score: number, maxScore: number): string => `${unitLabel} ${score} out of ${maxScore}`,
  total: (score: number, maxScore: number): string => `Score: ${score} out of ${maxScore}.`,
  fewerSubjects: (counted: number, wanted: number): string =>
    `Only ${counted} of the ${wanted} subjects this rule counts were entered, so the score may be low.`,
  confirm: 'Rules change every year: confirm with the institution.',
} as const;

export const nscPassTexts = {
  labels: {
    bachelor: "Bachelor's pass",
    diploma: 'Diploma pass',
    higher_certificate: 'Higher Certificate pass',
    nsc: 'NSC pass',
    none: 'No NSC pass yet',
  },
  // The plain-language versions admissions bodies print (aps.md section 3); help text only.
  help: {
    bachelor:
      "Home Language 40% or more; four other subjects 50% or more (not Life Orientation); one more subject 30% or more; 30% or more in the university's language of teaching; pass at least 6 of 7 subjects.",
    diploma:
      "Home Language 40% or more; three other subjects 40% or more (not Life Orientation); 30% or more in the institution's language of teaching; pass at least 6 of 7 subjects.",
    higher_certificate: 'Home Language 40% or more; two other subjects 40% or more; four others 30% or more; pass at least 6 of 7 subjects.',
    nsc: '40% or more in three subjects, one of them a Home Language; 30% or more in three others; at most one subject failed.',
    none: 'Enter your marks to see which pass they reach.',
  },
  certificateOverrides: 'The endorsement printed on your certificate is what counts.',
  reasons: {
    homeLanguage: 'Needs 40% or more in a Home Language',
    subjectsAt40: (have: number): string => `Needs 40% or more in 3 subjects, one of them a Home Language (you have ${have})`,
    subjectsAt30: (have: number): string => `Needs 30% or more in 6 subjects (you have ${have})`,
    tooManyFailed: (failed: number): string => `Only one subject may be below 30% (you have ${failed})`,
    languageOfTeaching: 'Needs 30% or more in English or Afrikaans (Home or First Additional Language)',
    subjectsAtLevel: (minMark: number, needed: number, have: number): string =>
      `Needs ${minMark}% or more in ${needed} subjects other than Life Orientation (you have ${have})`,
  },
} as const;

// How each APS rule pack scores, shown with the learner's score (keys are the pack ids).
export const apsRuleTexts = {
  common: 'The NSC levels (1 to 7) of your best six subjects added up; Life Orientation does not count.',
  tut: 'The NSC levels (1 to 7) of your best six subjects added up; Life Orientation and subjects below 30% do not count.',
  'ukzn-cao':
    'UKZN points for English, Mathematics (or Mathematical Literacy) and your best four other subjects: 90% or more = 8, 80-89% = 7 down to 0-29% = 1; Life Orientation does not count.',
  'kzn-cao': 'The CAO points: the NSC levels (1 to 7) of your best six subjects added up; Life Orientation does not count.',
  wits: 'Wits points for your best six subjects plus Life Orientation: 90% or more = 8 down to 40-49% = 3, below 40% = 0; English and Mathematics get 2 extra points at 60% or more; Life Orientation gives 4, 3, 2 or 1 points for 90%, 80%, 70% or 60% and more.',
  ufs: 'UFS points for your best six subjects (90% or more = 8 down to 30-39% = 2, below 30% = 0) plus 1 point for Life Orientation at 60% or more.',
  wsu: 'WSU points for your best six subjects (90% or more = 9, 80-89% = 8, 70-79% = 7, 60-69% = 6, 50-59% = 5, 40-49% = 4, 30-39% = 1); Life Orientation does not count.',
  uct: 'The percentages of your best six subjects added up, English included; Life Orientation does not count and a subject below 40% adds 0.',
  'uct-science':
    'The percentages of your best six subjects added up, English, Mathematics and Physical Sciences included, with Mathematics and Physical Sciences counted twice; Life Orientation does not count and a subject below 40% adds 0.',
  nmu: 'The Applicant Score: the percentages of six subjects added up, always your home language, your first additional language and Mathematics (or Mathematical Literacy or Technical Mathematics), then any subject the programme requires and your best others; Life Orientation does not count.',
} as const;
