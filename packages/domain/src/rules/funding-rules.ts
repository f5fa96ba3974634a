import type { FundingAnswers, IncomeBand, SassaGrant } from './funding-answers.ts';

// NSFAS funding readiness (issue 28): a versioned rule set written from NSFAS's public criteria as
// `../shared/data/nsfas.md` restates them, each rule naming its source. The outcome is a guide,
// never a promise, and never blocks applying anywhere. A new cycle's criteria are a new version
// with its own effective dates; a stored result keeps the version that decided it.

export const FUNDING_OUTCOMES = ['likely', 'maybe', 'unlikely'] as const;
export type FundingOutcome = (typeof FUNDING_OUTCOMES)[number];

export interface FundingSource {
  id: string;
  title: string;
  url: string;
}

export interface FundingRuleSet {
  version: string;
  /** The first and last day (inclusive, SA dates) this version decides; null: still in force. */
  effectiveFrom: string;
  effectiveTo: string | null;
  generalIncomeLimitRand: number;
  disabilityIncomeLimitRand: number;
  /** Students who began studying before `legacyBeforeYear` are held to the legacy limit. */
  legacyIncomeLimitRand: number;
  legacyBeforeYear: number;
  /** Grants that do not make a learner financially eligible on their own. */
  grantsNotCounted: readonly SassaGrant[];
  sources: readonly FundingSource[];
}

export const NSFAS_SOURCES = {
  N3: {
    id: 'N3',
    title: 'Careers Portal, "Permanent residents can now apply for NSFAS"',
    url: 'https://www.careersportal.co.za/nsfas/permanent-residents-can-now-apply-for-nsfas',
  },
  N4: { id: 'N4', title: 'Nasi iSpani, NSFAS criteria restated (clause 3.4.5.1; pre-2018 R122,000 rule)', url: 'https://nasiispanijobs.co.za/blog/?p=32148' },
  N5: {
    id: 'N5',
    title: 'Restated NSFAS minimum criteria (SRD exclusion; R350,000; R600,000; R122,000; no previous qualification)',
    url: 'https://datalinkcom.net/general/qualification-requirements-for-nsfas-funding.htm',
  },
  N7: { id: 'N7', title: 'SA Facts, NSFAS qualification requirements (public institutions; NC(V) and Report 191)', url: 'https://safacts.co.za/?p=84406' },
  N8: {
    id: 'N8',
    title: 'NSFAS media briefing on preparations for the 2026 academic year',
    url: 'https://www.einpresswire.com/article/880788262/nsfas-media-briefing-on-preparations-for-the-2026-academic-year',
  },
  N9: {
    id: 'N9',
    title: 'MyCourses, "What documents are needed to apply for NSFAS"',
    url: 'https://studies.mycourses.co.za/what-documents-are-needed-to-apply-for-nsfas/',
  },
  N10: { id: 'N10', title: 'TheNSFAS guide (Disability Annexure A; proof of acceptance)', url: 'https://thensfas.com/?p=77' },
} as const satisfies Record<string, FundingSource>;

/** The rule sets, newest last. */
export const FUNDING_RULE_SETS: readonly FundingRuleSet[] = [
  {
    version: 'nsfas-2026.1',
    effectiveFrom: '2025-09-16',
    effectiveTo: null,
    generalIncomeLimitRand: 350_000,
    disabilityIncomeLimitRand: 600_000,
    legacyIncomeLimitRand: 122_000,
    legacyBeforeYear: 2018,
    grantsNotCounted: ['srd'],
    sources: Object.values(NSFAS_SOURCES),
  },
];

/** The rule set in force on an SA calendar date (YYYY-MM-DD); the newest when none covers it. */
export function ruleSetFor(date: string, sets: readonly FundingRuleSet[] = FUNDING_RULE_SETS): FundingRuleSet {
  const found = [...sets].reverse().find((set) => set.effectiveFrom <= date && (set.effectiveTo === null || date <= set.effectiveTo));
  return found ?? sets[sets.length - 1]!;
}

export const FUNDING_REASON_CODES = [
  'citizen',
  'permanent-resident',
  'not-citizen',
  'first-qualification',
  'second-qualification',
  'public-institution',
  'private-only',
  'private-not-funded',
  'sassa-grant',
  'srd-not-counted',
  'income-within-limit',
  'income-above-limit',
  'income-unknown',
  'disability-limit',
  'legacy-limit',
  'continuing-student',
] as const;
export type FundingReasonCode = (typeof FUNDING_REASON_CODES)[number];

/** How a reason weighs: it supports funding, rules it out, leaves it open, or only explains (a limit that applies, a choice not funded). */
export type ReasonEffect = 'supports' | 'rules-out' | 'uncertain' | 'note';

export interface FundingReason {
  code: FundingReasonCode;
  effect: ReasonEffect;
  /** Source ids from NSFAS_SOURCES. */
  sources: readonly string[];
  /** The income limit that applied, in rand, for the income reasons. */
  limitRand?: number;
}

export interface FundingAssessment {
  outcome: FundingOutcome;
  ruleVersion: string;
  reasons: FundingReason[];
}

/** The band's highest amount (null when the band has none or is unknown). */
const BAND_CEILING: Record<IncomeBand, number | null> = {
  'up-to-122000': 122_000,
  '122001-to-350000': 350_000,
  '350001-to-600000': 600_000,
  'above-600000': null,
  'not-sure': null,
};
const BAND_FLOOR: Record<IncomeBand, number | null> = {
  'up-to-122000': 0,
  '122001-to-350000': 122_001,
  '350001-to-600000': 350_001,
  'above-600000': 600_001,
  'not-sure': null,
};

/** The household income limit that applies to these answers, with the reason it applies. */
export function incomeLimitFor(
  answers: Pick<FundingAnswers, 'disability' | 'yearStarted'>,
  set: FundingRuleSet,
): { limitRand: number; code: FundingReasonCode | null } {
  if (answers.yearStarted !== null && answers.yearStarted < set.legacyBeforeYear) return { limitRand: set.legacyIncomeLimitRand, code: 'legacy-limit' };
  if (answers.disability) return { limitRand: set.disabilityIncomeLimitRand, code: 'disability-limit' };
  return { limitRand: set.generalIncomeLimitRand, code: null };
}

function incomeReasons(answers: FundingAnswers, set: FundingRuleSet): FundingReason[] {
  const counted = answers.sassaGrant !== 'none' && !set.grantsNotCounted.includes(answers.sassaGrant);
  if (counted) return [{ code: 'sassa-grant', effect: 'supports', sources: ['N3', 'N4'] }];
  const reasons: FundingReason[] = answers.sassaGrant === 'none' ? [] : [{ code: 'srd-not-counted', effect: 'note', sources: ['N5'] }];
  const { limitRand, code } = incomeLimitFor(answers, set);
  if (code) reasons.push({ code, effect: 'note', sources: code === 'legacy-limit' ? ['N4', 'N5'] : ['N3', 'N4', 'N5'], limitRand });
  const floor = BAND_FLOOR[answers.incomeBand];
  const ceiling = BAND_CEILING[answers.incomeBand];
  if (floor === null) reasons.push({ code: 'income-unknown', effect: 'uncertain', sources: ['N3', 'N4'], limitRand });
  else if (floor > limitRand) reasons.push({ code: 'income-above-limit', effect: 'rules-out', sources: ['N3', 'N4', 'N5'], limitRand });
  else if (ceiling !== null && ceiling <= limitRand) reasons.push({ code: 'income-within-limit', effect: 'supports', sources: ['N3', 'N4', 'N5'], limitRand });
  // A band that straddles the limit (only the legacy limit can fall inside one) leaves it open.
  else reasons.push({ code: 'income-unknown', effect: 'uncertain', sources: ['N4', 'N5'], limitRand });
  return reasons;
}

function studyReasons(answers: FundingAnswers): FundingReason[] {
  const reasons: FundingReason[] = [];
  reasons.push(
    answers.firstQualification
      ? { code: 'first-qualification', effect: 'supports', sources: ['N3', 'N5'] }
      : { code: 'second-qualification', effect: 'rules-out', sources: ['N3', 'N5', 'N7'] },
  );
  const publicTypes = answers.institutionTypes.filter((type) => type !== 'private-college');
  if (publicTypes.length === 0) reasons.push({ code: 'private-only', effect: 'rules-out', sources: ['N3', 'N7'] });
  else {
    reasons.push({ code: 'public-institution', effect: 'supports', sources: ['N3', 'N7'] });
    if (answers.institutionTypes.includes('private-college')) reasons.push({ code: 'private-not-funded', effect: 'note', sources: ['N3', 'N7'] });
  }
  if (answers.yearStarted !== null) reasons.push({ code: 'continuing-student', effect: 'uncertain', sources: ['N8'] });
  return reasons;
}

function citizenshipReason(answers: FundingAnswers): FundingReason {
  if (answers.citizenship === 'citizen') return { code: 'citizen', effect: 'supports', sources: ['N3'] };
  if (answers.citizenship === 'permanent-resident') return { code: 'permanent-resident', effect: 'uncertain', sources: ['N3'] };
  return { code: 'not-citizen', effect: 'rules-out', sources: ['N3'] };
}

/**
 * Likely, maybe or unlikely, with every reason that produced it: any reason that rules funding
 * out makes it unlikely; otherwise any open question makes it maybe. Notes only explain: a private
 * college chosen beside public ones leaves the learner likely for the public ones.
 */
export function assessFunding(answers: FundingAnswers, set: FundingRuleSet = FUNDING_RULE_SETS[FUNDING_RULE_SETS.length - 1]!): FundingAssessment {
  const reasons = [citizenshipReason(answers), ...studyReasons(answers), ...incomeReasons(answers, set)];
  const decisive = reasons.filter((reason) => reason.effect !== 'note');
  const outcome: FundingOutcome = decisive.some((reason) => reason.effect === 'rules-out')
    ? 'unlikely'
    : decisive.some((reason) => reason.effect === 'uncertain')
      ? 'maybe'
      : 'likely';
  return { outcome, ruleVersion: set.version, reasons };
}
