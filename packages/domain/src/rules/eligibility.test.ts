import { describe, it, expect } from 'vitest';
import { checkEligibility, eligibilityReasonMessage, nearlyApsMargin, requirementOptions } from './eligibility.ts';
import type { EligibilityReason, EligibilityResult, ProgrammeRequirement } from './eligibility.ts';
import { eligibilityResultSchema } from '../schemas/aps.ts';
import { APS_PACKS } from './aps.ts';
import type { ApsPackId } from './aps.ts';

type Row = [subject: string, mark: number];
const marks = (rows: Row[]) => rows.map(([subject, mark]) => ({ subject, mark }));
const ENGLISH = ['English Home Language', 'English First Additional Language'];

// Common APS 29 (aps.md worked example); Wits 36; UCT 379; LO 85.
const scienceLearner: Row[] = [
  ['English Home Language', 68],
  ['Afrikaans First Additional Language', 72],
  ['Mathematics', 61],
  ['Physical Sciences', 55],
  ['Life Sciences', 74],
  ['Geography', 49],
  ['Life Orientation', 85],
];
// Common APS 4 + 5 + 3 + 5 + 6 + 4 = 27.
const mathLitLearner: Row[] = [
  ['English First Additional Language', 58],
  ['isiZulu Home Language', 66],
  ['Mathematical Literacy', 45],
  ['Business Studies', 62],
  ['Tourism', 71],
  ['History', 55],
  ['Life Orientation', 70],
];
// Common APS 37 with the best six, 35 when Physical Sciences (45%, level 3) must be among them.
const weakScience: Row[] = [
  ['English Home Language', 80],
  ['Afrikaans First Additional Language', 80],
  ['Mathematics', 70],
  ['Life Sciences', 70],
  ['Geography', 70],
  ['History', 60],
  ['Physical Sciences', 45],
  ['Life Orientation', 75],
];

const req = (apsPackId: ApsPackId, minAps: number | null, subjectMinimums: ProgrammeRequirement['subjectMinimums'] = []): ProgrammeRequirement => ({
  apsPackId,
  minAps,
  subjectMinimums,
});

// NMU's worked example, applicant 1 (emthonjeni.mandela.ac.za, "Calculating Entry Points"): Applicant Score 370.
const nmuApplicant1: Row[] = [
  ['isiXhosa Home Language', 78],
  ['English First Additional Language', 60],
  ['Mathematics', 65],
  ['Life Sciences', 62],
  ['Physical Sciences', 50],
  ['Geography', 55],
  ['Life Orientation', 88],
];
// A Mathematical Literacy learner with Applicant Score 70 + 60 + 60 + 60 + 65 + 60 = 375.
const nmuMathLitLearner: Row[] = [
  ['isiZulu Home Language', 70],
  ['English First Additional Language', 60],
  ['Mathematical Literacy', 60],
  ['Business Studies', 60],
  ['Tourism', 65],
  ['History', 60],
  ['Life Orientation', 70],
];
// NMU LLB as aps.md section 5 restates it: Applicant Score 370 with Mathematics, 385 with Mathematical Literacy.
const nmuLlb: ProgrammeRequirement = {
  apsPackId: 'nmu',
  minAps: 370,
  subjectMinimums: [],
  minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 385 }],
};

const cases: {
  name: string;
  rows: Row[];
  requirement: ProgrammeRequirement;
  status: EligibilityResult['status'];
  reasons: EligibilityReason[];
  score: number;
  /** The minimum that applies to the learner, when it is not requirement.minAps. */
  minAps?: number;
}[] = [
  {
    name: 'meets APS and subjects',
    rows: scienceLearner,
    requirement: req('common', 28, [
      { subject: ENGLISH, minLevel: 4 },
      { subject: 'Mathematics', minLevel: 5 },
    ]),
    status: 'meets',
    reasons: [],
    score: 29,
  },
  { name: 'meets the APS exactly', rows: scienceLearner, requirement: req('common', 29), status: 'meets', reasons: [], score: 29 },
  { name: 'no APS and no subjects set', rows: scienceLearner, requirement: req('common', null), status: 'meets', reasons: [], score: 29 },
  {
    name: 'APS short by 1',
    rows: scienceLearner,
    requirement: req('common', 30),
    status: 'nearly',
    reasons: [{ kind: 'aps_short', by: 1, unit: 'aps' }],
    score: 29,
  },
  {
    name: 'APS short by 2',
    rows: scienceLearner,
    requirement: req('common', 31),
    status: 'nearly',
    reasons: [{ kind: 'aps_short', by: 2, unit: 'aps' }],
    score: 29,
  },
  {
    name: 'APS short by 3',
    rows: scienceLearner,
    requirement: req('common', 32),
    status: 'does_not_meet',
    reasons: [{ kind: 'aps_short', by: 3, unit: 'aps' }],
    score: 29,
  },
  {
    name: 'missing subject',
    rows: scienceLearner,
    requirement: req('common', 25, [{ subject: 'Accounting', minLevel: 4 }]),
    status: 'does_not_meet',
    reasons: [{ kind: 'missing_subject', subject: 'Accounting' }],
    score: 29,
  },
  {
    name: 'missing one of two alternatives is fine, missing both is not',
    rows: scienceLearner,
    requirement: req('common', null, [
      { subject: ['Mathematics', 'Technical Mathematics'], minLevel: 5 },
      { subject: ['Technical Sciences', 'Agricultural Sciences'] },
    ]),
    status: 'does_not_meet',
    reasons: [{ kind: 'missing_subject', subject: 'Technical Sciences or Agricultural Sciences' }],
    score: 29,
  },
  {
    name: 'one subject one level short, APS met',
    rows: scienceLearner,
    requirement: req('common', 28, [{ subject: 'Mathematics', minLevel: 6 }]),
    status: 'nearly',
    reasons: [{ kind: 'mark_too_low', subject: 'Mathematics', needed: 70, got: 61 }],
    score: 29,
  },
  {
    name: 'one subject two levels short',
    rows: scienceLearner,
    requirement: req('common', 28, [{ subject: 'Mathematics', minLevel: 7 }]),
    status: 'does_not_meet',
    reasons: [{ kind: 'mark_too_low', subject: 'Mathematics', needed: 80, got: 61 }],
    score: 29,
  },
  {
    name: 'one level short and APS short',
    rows: scienceLearner,
    requirement: req('common', 30, [{ subject: 'Mathematics', minLevel: 6 }]),
    status: 'does_not_meet',
    reasons: [
      { kind: 'aps_short', by: 1, unit: 'aps' },
      { kind: 'mark_too_low', subject: 'Mathematics', needed: 70, got: 61 },
    ],
    score: 29,
  },
  {
    name: 'two subjects one level short',
    rows: scienceLearner,
    requirement: req('common', 28, [
      { subject: 'Mathematics', minLevel: 6 },
      { subject: 'Physical Sciences', minLevel: 5 },
    ]),
    status: 'does_not_meet',
    reasons: [
      { kind: 'mark_too_low', subject: 'Mathematics', needed: 70, got: 61 },
      { kind: 'mark_too_low', subject: 'Physical Sciences', needed: 60, got: 55 },
    ],
    score: 29,
  },
  {
    name: 'a minimum mark missed within the same level counts as one level short',
    rows: scienceLearner,
    requirement: req('common', null, [{ subject: 'Physical Sciences', minMark: 58 }]),
    status: 'nearly',
    reasons: [{ kind: 'mark_too_low', subject: 'Physical Sciences', needed: 58, got: 55 }],
    score: 29,
  },
  {
    name: 'level and mark together: the higher one applies',
    rows: scienceLearner,
    requirement: req('common', null, [{ subject: 'Mathematics', minLevel: 4, minMark: 65 }]),
    status: 'nearly',
    reasons: [{ kind: 'mark_too_low', subject: 'Mathematics', needed: 65, got: 61 }],
    score: 29,
  },
  {
    name: 'alternatives with their own levels: Mathematical Literacy needs level 4, has 45%',
    rows: mathLitLearner,
    requirement: req('common', null, [
      {
        anyOf: [
          { subject: 'Mathematics', minLevel: 2 },
          { subject: 'Mathematical Literacy', minLevel: 4 },
        ],
      },
    ]),
    status: 'nearly',
    reasons: [{ kind: 'mark_too_low', subject: 'Mathematical Literacy', needed: 50, got: 45 }],
    score: 27,
  },
  {
    name: 'alternatives with their own levels: none taken',
    rows: scienceLearner.filter(([subject]) => subject !== 'Mathematics'),
    requirement: req('common', null, [
      {
        anyOf: [
          { subject: 'Technical Mathematics', minLevel: 2 },
          { subject: 'Mathematical Literacy', minLevel: 4 },
        ],
      },
    ]),
    status: 'does_not_meet',
    reasons: [{ kind: 'missing_subject', subject: 'Technical Mathematics or Mathematical Literacy' }],
    score: 24,
  },
  {
    name: 'a required subject is counted in the APS even when it is not among the best six',
    rows: weakScience,
    requirement: req('common', 36, [{ subject: 'Physical Sciences', minLevel: 3 }]),
    status: 'nearly',
    reasons: [{ kind: 'aps_short', by: 1, unit: 'aps' }],
    score: 35,
  },
  {
    name: 'Wits scale: BCom needs 39, the learner has 36',
    rows: scienceLearner,
    requirement: req('wits', 39, [
      { subject: ENGLISH, minLevel: 5 },
      { subject: 'Mathematics', minLevel: 5 },
    ]),
    status: 'does_not_meet',
    reasons: [{ kind: 'aps_short', by: 3, unit: 'aps' }],
    score: 36,
  },
  {
    name: 'percent scale: 11 short of 390 out of 600 is within 3% (18)',
    rows: scienceLearner,
    requirement: req('uct', 390),
    status: 'nearly',
    reasons: [{ kind: 'aps_short', by: 11, unit: 'faculty-points-score' }],
    score: 379,
  },
  {
    name: 'percent scale: 21 short of 400 out of 600 is not',
    rows: scienceLearner,
    requirement: req('uct', 400),
    status: 'does_not_meet',
    reasons: [{ kind: 'aps_short', by: 21, unit: 'faculty-points-score' }],
    score: 379,
  },
  {
    name: 'UKZN Life Orientation minimum met',
    rows: scienceLearner,
    requirement: req('ukzn-cao', 28, [{ subject: 'Life Orientation', minLevel: 4 }]),
    status: 'meets',
    reasons: [],
    score: 29,
  },
  {
    name: 'UKZN Life Orientation minimum one level short',
    rows: scienceLearner.map(([subject, mark]): Row => [subject, subject === 'Life Orientation' ? 45 : mark]),
    requirement: req('ukzn-cao', 28, [{ subject: 'Life Orientation', minLevel: 4 }]),
    status: 'nearly',
    reasons: [{ kind: 'mark_too_low', subject: 'Life Orientation', needed: 50, got: 45 }],
    score: 29,
  },
  {
    name: 'NMU LLB with Mathematics: Applicant Score 370 meets 370',
    rows: nmuApplicant1,
    requirement: nmuLlb,
    status: 'meets',
    reasons: [],
    score: 370,
  },
  {
    name: 'NMU LLB with Mathematical Literacy: 375 is 10 short of 385, within 3% of 600 (18)',
    rows: nmuMathLitLearner,
    requirement: nmuLlb,
    status: 'nearly',
    reasons: [{ kind: 'aps_short', by: 10, unit: 'applicant-score' }],
    score: 375,
    minAps: 385,
  },
  {
    name: 'NMU LLB with Mathematical Literacy: 357 is 28 short of 385',
    rows: mathLitLearner,
    requirement: nmuLlb,
    status: 'does_not_meet',
    reasons: [{ kind: 'aps_short', by: 28, unit: 'applicant-score' }],
    score: 357,
    minAps: 385,
  },
  {
    // Eight subjects: 78 + 60 + 65 (fundamentals) + 62 + 60 + 55 = 380 as the best six; with Physical
    // Sciences required: 78 + 60 + 65 + 45 + 62 + 60 = 370, 5 short of 375.
    name: "NMU: a programme's required subject is counted even when it is not among the best",
    rows: [...nmuApplicant1.filter(([subject]) => subject !== 'Physical Sciences'), ['Physical Sciences', 45], ['History', 60]],
    requirement: req('nmu', 375, [{ subject: 'Physical Sciences', minMark: 40 }]),
    status: 'nearly',
    reasons: [{ kind: 'aps_short', by: 5, unit: 'applicant-score' }],
    score: 370,
  },
  {
    name: 'subject names match without regard to case; a duplicate keeps its higher mark',
    rows: [...scienceLearner, ['mathematics', 40]],
    requirement: req('common', 28, [{ subject: 'Mathematics', minLevel: 5 }]),
    status: 'meets',
    reasons: [],
    score: 29,
  },
];

describe('checkEligibility', () => {
  it.each(cases)('$name', ({ rows, requirement, status, reasons, score, minAps }) => {
    const result = checkEligibility(requirement, marks(rows));
    expect({ status: result.status, reasons: result.reasons, score: result.aps.score }).toEqual({ status, reasons, score });
    expect(result.packId).toBe(requirement.apsPackId);
    expect(result.minAps).toBe(minAps ?? requirement.minAps);
    expect(eligibilityResultSchema.safeParse(result).success).toBe(true);
  });

  it('refuses an unknown rule pack', () => {
    expect(() => checkEligibility(req('nope' as ApsPackId, 20), marks(scienceLearner))).toThrow('Unknown APS rule pack: nope');
  });
});

describe('eligibilityReasonMessage', () => {
  it.each<[EligibilityReason, string]>([
    [{ kind: 'aps_short', by: 3 }, 'APS short by 3'],
    [{ kind: 'aps_short', by: 3, unit: 'aps' }, 'APS short by 3'],
    [{ kind: 'aps_short', by: 15, unit: 'applicant-score' }, 'Applicant Score short by 15'],
    [{ kind: 'aps_short', by: 20, unit: 'faculty-points-score' }, 'Faculty Points Score short by 20'],
    [{ kind: 'missing_subject', subject: 'Physical Sciences' }, 'Missing subject: Physical Sciences'],
    [{ kind: 'mark_too_low', subject: 'Mathematics', needed: 60, got: 52 }, 'Mathematics mark too low: needs 60%, you have 52%'],
  ])('%j', (reason, message) => {
    expect(eligibilityReasonMessage(reason)).toBe(message);
  });
});

describe('nearlyApsMargin', () => {
  it.each(APS_PACKS.map((pack) => [pack.id, pack.scale, pack.maxScore, pack.scale === 'points' ? 2 : Math.round(pack.maxScore * 0.03)] as const))(
    '%s (%s, max %d): %d',
    (_id, scale, maxScore, margin) => {
      expect(nearlyApsMargin({ scale, maxScore })).toBe(margin);
    },
  );

  it.each([
    [{ scale: 'points', maxScore: 42 } as const, 2],
    [{ scale: 'percent', maxScore: 600 } as const, 18],
    [{ scale: 'percent', maxScore: 800 } as const, 24],
  ])('%j -> %d', (pack, margin) => {
    expect(nearlyApsMargin(pack)).toBe(margin);
  });
});

describe('requirementOptions', () => {
  it.each<[ProgrammeRequirement['subjectMinimums'][number], { subject: string; minLevel?: number; minMark?: number }[]]>([
    [{ subject: 'Mathematics', minLevel: 5 }, [{ subject: 'Mathematics', minLevel: 5, minMark: undefined }]],
    [
      { subject: ['Mathematics', 'Technical Mathematics'], minMark: 55 },
      [
        { subject: 'Mathematics', minLevel: undefined, minMark: 55 },
        { subject: 'Technical Mathematics', minLevel: undefined, minMark: 55 },
      ],
    ],
    [
      {
        anyOf: [
          { subject: 'Mathematics', minLevel: 2 },
          { subject: 'Mathematical Literacy', minLevel: 4 },
        ],
      },
      [
        { subject: 'Mathematics', minLevel: 2 },
        { subject: 'Mathematical Literacy', minLevel: 4 },
      ],
    ],
  ])('%j', (requirement, options) => {
    expect(requirementOptions(requirement)).toEqual(options);
  });
});
