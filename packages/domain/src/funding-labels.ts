import type { Citizenship, FieldOfStudy, IncomeBand, InstitutionType, SassaGrant } from './rules/funding-answers.ts';
import type { FundingDocumentItem } from './rules/funding-checklist.ts';
import type { FundingOutcome, FundingReasonCode } from './rules/funding-rules.ts';
import type { AppealReason, AppealStatus, FundingEventType, NsfasStatus } from './rules/funding-statuses.ts';

// The words every audience reads about funding readiness (issue 28): learners, NSFAS staff,
// sponsors and admins see the same labels. Amounts are written out, not formatted with Intl.

/** R350,000: thousands separated by commas, the same on the server and in the browser. */
const rand = (value: number) => `R${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

export const outcomeLabels: Record<FundingOutcome, { word: string; summary: string }> = {
  likely: { word: 'Likely', summary: 'From your answers, you are likely to qualify for NSFAS funding. Only NSFAS decides: apply on myNSFAS.' },
  maybe: { word: 'Maybe', summary: 'From your answers, you may qualify for NSFAS funding. Some things are not clear yet; see below.' },
  unlikely: { word: 'Unlikely', summary: 'From your answers, NSFAS is unlikely to fund you. See what would change it, and other ways to fund your studies.' },
};

export const NOT_A_PROMISE = 'This is a guide from NSFAS’s published criteria, not a decision. It never stops you applying to any institution.';

/** Why an outcome came out as it did, and what would change it (null: nothing to change). */
export function reasonText(code: FundingReasonCode, limitRand?: number): { text: string; change: string | null } {
  const limit = limitRand === undefined ? 'the limit' : rand(limitRand);
  switch (code) {
    case 'citizen':
      return { text: 'You are a South African citizen.', change: null };
    case 'permanent-resident':
      return { text: 'Permanent residents can now apply, but check the current criteria on myNSFAS.', change: null };
    case 'not-citizen':
      return { text: 'NSFAS funds South African citizens and permanent residents.', change: 'Becoming a permanent resident would make you eligible to apply.' };
    case 'first-qualification':
      return { text: 'This would be your first undergraduate qualification.', change: null };
    case 'second-qualification':
      return {
        text: 'NSFAS does not fund a second qualification or postgraduate study.',
        change: 'Only a first undergraduate qualification is funded; look at bursaries and sponsors instead.',
      };
    case 'public-institution':
      return { text: 'You are applying to a public university or TVET college.', change: null };
    case 'private-only':
      return {
        text: 'NSFAS does not fund private colleges.',
        change: 'Applying to a public university or public TVET college would make you eligible to apply.',
      };
    case 'private-not-funded':
      return { text: 'Your private college choices are not funded by NSFAS; your public ones can be.', change: null };
    case 'sassa-grant':
      return { text: 'Someone receives a SASSA grant: that makes you financially eligible, but you must still apply.', change: null };
    case 'srd-not-counted':
      return { text: 'The COVID-19 SRD grant does not count as a SASSA grant for NSFAS; your household income is checked instead.', change: null };
    case 'income-within-limit':
      return { text: `Your household income is within NSFAS's ${limit} a year limit.`, change: null };
    case 'income-above-limit':
      return {
        text: `Your household income is above NSFAS's ${limit} a year limit.`,
        change: `A combined gross household income of ${limit} a year or less, or a SASSA grant other than the COVID-19 SRD grant, would change this.`,
      };
    case 'income-unknown':
      return {
        text: `We cannot tell whether your household income is within NSFAS's ${limit} a year limit.`,
        change: 'Add up the gross income of everyone in your household (before deductions) and choose a band.',
      };
    case 'disability-limit':
      return { text: `With a disability, the household income limit is ${limit} a year.`, change: null };
    case 'legacy-limit':
      return { text: `You started studying before 2018, so the older ${limit} a year limit applies to you.`, change: null };
    case 'continuing-student':
      return { text: 'Funding for continuing students depends on meeting NSFAS’s academic progress rules each year.', change: null };
  }
}

export const checklistItemLabels: Record<FundingDocumentItem, { label: string; hint: string }> = {
  'applicant-id': { label: 'Your ID', hint: 'Green barcoded ID or smart ID card; an unabridged birth certificate if you are under 16 and have no ID.' },
  'household-ids': { label: 'IDs of your parents, guardian or spouse', hint: 'Everyone in your household whose income counts.' },
  'proof-of-income': {
    label: 'Proof of income',
    hint: 'For each earning household member: recent payslips or an employment letter, a UIF letter, a pension or grant slip, or a bank statement.',
  },
  'informal-income-affidavit': { label: 'Affidavit', hint: 'For a parent or guardian who earns informally or is unemployed.' },
  'death-certificates': { label: 'Death certificate(s)', hint: 'For a parent or parents who have died.' },
  'divorce-decree': { label: 'Divorce decree', hint: 'If your parents are divorced.' },
  'disability-annexure': { label: 'Disability Annexure A', hint: 'The Disability Annexure A form with supporting medical documents.' },
  'academic-record': { label: 'Latest academic record or results', hint: 'Not needed if you are in Grade 12 now.' },
  'proof-of-acceptance': { label: 'Proof of acceptance or registration', hint: 'Your offer or registration at a public university or TVET college.' },
};

export const CERTIFICATION_RULE =
  'Copies must be certified (a police station or the Post Office can do it), and the certification must not be older than 3 months.';

export const nsfasStatusLabels: Record<NsfasStatus, { label: string; meaning: string }> = {
  submitted: { label: 'Application submitted', meaning: 'Your application is on the NSFAS system.' },
  filtering: { label: 'Filtering', meaning: 'NSFAS is checking whether you are a new or returning applicant and have a previous qualification.' },
  validation: { label: 'Validation', meaning: 'NSFAS is checking your details with SASSA, SARS and Home Affairs.' },
  evaluation: { label: 'Evaluation', meaning: 'NSFAS is checking the documents you sent.' },
  'funding-eligibility': { label: 'Funding eligibility', meaning: 'NSFAS is checking your household’s financial position.' },
  'awaiting-academic-results': {
    label: 'Awaiting academic results/admission',
    meaning: 'NSFAS is waiting for your results or your admission at your institution.',
  },
  'awaiting-registration': { label: 'Awaiting registration', meaning: 'NSFAS is waiting for your institution to send your registration.' },
  approved: { label: 'Application approved', meaning: 'NSFAS has approved funding, subject to your registration.' },
  'signing-of-agreement': { label: 'Signing of agreement', meaning: 'Sign your bursary agreement on myNSFAS.' },
  payments: { label: 'Payments', meaning: 'NSFAS is paying your allowances through your institution or NSFAS’s payment partner.' },
  unsuccessful: { label: 'Application unsuccessful', meaning: 'NSFAS did not approve funding. You may appeal within the appeal period.' },
};

export const appealReasonLabels: Record<AppealReason, string> = {
  'income-below-threshold': 'My household income is below the limit',
  'income-changed': 'My household income has changed since I applied',
  'contributor-died-or-incapacitated': 'A person who supported us financially died or cannot work',
  'financially-independent': 'I am financially independent (court declaration)',
  'academic-results-incorrect': 'My academic results were recorded wrongly',
  illness: 'I was ill for two months or more',
  bereavement: 'A close family member died',
  'violent-crime': 'I was a victim of violent crime during the term',
  childbirth: 'I gave birth during the term',
  'sponsor-lost': 'I lost my bursary or sponsor',
  other: 'Another reason',
};

export const appealStatusLabels: Record<AppealStatus, string> = {
  submitted: 'Appeal submitted',
  upheld: 'Appeal upheld',
  dismissed: 'Appeal dismissed',
  withdrawn: 'Appeal withdrawn',
};

export const fundingEventLabels: Record<FundingEventType, string> = {
  assessed: 'Funding check updated',
  'reference-recorded': 'NSFAS reference recorded',
  'status-changed': 'NSFAS status changed',
  'consent-given': 'Sharing switched on',
  'consent-revoked': 'Sharing switched off',
  'appeal-submitted': 'Appeal submitted',
  'appeal-decided': 'Appeal decided',
  'appeal-withdrawn': 'Appeal withdrawn',
  'sponsor-invited': 'A sponsor invited you',
};

export const citizenshipLabels: Record<Citizenship, string> = {
  citizen: 'South African citizen',
  'permanent-resident': 'Permanent resident',
  other: 'Neither',
};

export const institutionTypeLabels: Record<InstitutionType, string> = {
  'public-university': 'Public university',
  'public-tvet': 'Public TVET college',
  'private-college': 'Private college',
};

export const sassaGrantLabels: Record<SassaGrant, string> = {
  none: 'No SASSA grant',
  'child-support': 'Child Support Grant',
  'foster-child': 'Foster Child Grant',
  'care-dependency': 'Care Dependency Grant',
  disability: 'Disability Grant',
  'older-persons': 'Older Persons Grant',
  'war-veterans': 'War Veterans Grant',
  'grant-in-aid': 'Grant-in-Aid',
  srd: 'COVID-19 Social Relief of Distress (SRD) grant only',
};

export const incomeBandLabels: Record<IncomeBand, string> = {
  'up-to-122000': 'R122,000 a year or less (about R10,167 a month)',
  '122001-to-350000': 'R122,001 to R350,000 a year (up to about R29,167 a month)',
  '350001-to-600000': 'R350,001 to R600,000 a year (up to R50,000 a month)',
  'above-600000': 'More than R600,000 a year',
  'not-sure': 'I am not sure',
};

export const fieldOfStudyLabels: Record<FieldOfStudy, string> = {
  agriculture: 'Agriculture',
  'arts-and-design': 'Arts and design',
  'business-and-commerce': 'Business and commerce',
  education: 'Education',
  engineering: 'Engineering',
  'health-sciences': 'Health sciences',
  'humanities-and-social-sciences': 'Humanities and social sciences',
  'information-technology': 'Information technology',
  law: 'Law',
  'natural-sciences-and-mathematics': 'Natural sciences and mathematics',
  'trades-and-artisans': 'Trades and artisans',
};

/** A status on the funding timeline as its label: an NSFAS status, an outcome or an appeal's; else as given. */
export function fundingStatusWord(status: string): string {
  if (Object.hasOwn(nsfasStatusLabels, status)) return nsfasStatusLabels[status as NsfasStatus].label;
  if (Object.hasOwn(outcomeLabels, status)) return outcomeLabels[status as FundingOutcome].word;
  if (Object.hasOwn(appealStatusLabels, status)) return appealStatusLabels[status as AppealStatus];
  return status;
}

/** How an appeal was decided, from its event's details: a dismissal changes no status, so nothing else says it. */
export function appealDecisionWord(event: { type: string; details: Record<string, unknown> | null }): string | null {
  const decision = event.type === 'appeal-decided' ? event.details?.decision : undefined;
  return decision === 'upheld' || decision === 'dismissed' ? appealStatusLabels[decision] : null;
}
