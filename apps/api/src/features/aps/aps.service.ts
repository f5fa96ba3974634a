import { APS_PACKS, apsPackById, scoreUnitLabel } from '@kusasa/domain/rules/aps';
import { checkEligibility, eligibilityReasonMessage } from '@kusasa/domain/rules/eligibility';
import { nscPassType } from '@kusasa/domain/rules/nsc-pass';
import { bestMarkPerSubject, type SubjectMark } from '@kusasa/domain/rules/nsc-subject-names';
import { programmeRequirementSchema } from '@kusasa/domain/schemas/aps';
import type { MarksSitting, MyAps, OwnUnitScore, ProgrammeEligibility } from '@kusasa/domain/schemas/my-aps';
import type { Database } from '../../db/database.ts';
import { createApsRepo, type SavedMark } from './aps.repo.ts';

type LearnerMarks = { source: 'grade12' | 'grade11'; sitting: MarksSitting; marks: SubjectMark[] };

const GRADE12_SITTINGS: Record<string, MarksSitting> = { june: 'grade12-june', trial: 'grade12-trial', final: 'grade12-final' };

/** Grade 12 marks when there are any, else Grade 11; undefined when neither was saved. */
export function pickMarks(sitting: string, saved: readonly SavedMark[]): LearnerMarks | undefined {
  const of = (level: string) => saved.filter((entry) => entry.gradeLevel === level).map(({ subject, mark }) => ({ subject, mark }));
  const grade12 = of('grade12');
  if (grade12.length > 0) return { source: 'grade12', sitting: GRADE12_SITTINGS[sitting] ?? 'grade12-final', marks: bestMarkPerSubject(grade12) };
  const grade11 = of('grade11');
  if (grade11.length > 0) return { source: 'grade11', sitting: 'grade11-final', marks: bestMarkPerSubject(grade11) };
  return undefined;
}

// The headline score is the common APS; every pack's score carries its own unit.
const COMMON_SCALE = { maxScore: 42, unit: 'aps', unitLabel: scoreUnitLabel('aps') } as const;

const NO_MARKS: MyAps = { hasMarks: false, source: null, sitting: null, score: null, ...COMMON_SCALE, countedSubjects: [], passType: null, packs: [] };

export function createApsService(db: Database) {
  const repo = createApsRepo(db);

  async function learnerMarks(userId: string): Promise<LearnerMarks | undefined> {
    const saved = await repo.marksOf(userId);
    return saved ? pickMarks(saved.sitting, saved.marks) : undefined;
  }

  /** The learner's score at each catalogue institution whose programmes are ranked in another unit than the APS. */
  async function ownUnitScores(marks: readonly SubjectMark[]): Promise<OwnUnitScore[]> {
    const pairs = await repo.institutionPacks();
    return pairs.flatMap(({ institutionName, apsPackId }) => {
      const pack = apsPackById(apsPackId);
      if (!pack || pack.unit === 'aps') return [];
      return [
        { institutionName, packId: pack.id, score: pack.score(marks).score, maxScore: pack.maxScore, unit: pack.unit, unitLabel: scoreUnitLabel(pack.unit) },
      ];
    });
  }

  return {
    async myAps(userId: string): Promise<MyAps> {
      const learner = await learnerMarks(userId);
      if (!learner) return NO_MARKS;
      const common = apsPackById('common')!.score(learner.marks);
      return {
        hasMarks: true,
        source: learner.source,
        sitting: learner.sitting,
        score: common.score,
        ...COMMON_SCALE,
        countedSubjects: common.countedSubjects,
        passType: nscPassType(learner.marks).passType,
        packs: APS_PACKS.map((pack) => ({
          packId: pack.id,
          name: pack.name,
          score: pack.score(learner.marks).score,
          maxScore: pack.maxScore,
          unit: pack.unit,
          unitLabel: scoreUnitLabel(pack.unit),
          institutionSlugs: [...pack.institutionSlugs],
        })),
        ownUnitScores: await ownUnitScores(learner.marks),
      };
    },

    async eligibility(userId: string): Promise<ProgrammeEligibility[]> {
      const learner = await learnerMarks(userId);
      if (!learner) return [];
      const programmes = await repo.activeProgrammeRequirements();
      return programmes.flatMap((programme) => {
        // A row whose requirements the rules cannot read is left out rather than guessed at.
        const requirement = programmeRequirementSchema.safeParse(programme);
        if (!requirement.success) return [];
        const result = checkEligibility(requirement.data, learner.marks);
        return [
          {
            programId: programme.id,
            status: result.status,
            reasons: result.reasons,
            texts: result.reasons.map(eligibilityReasonMessage),
            packId: result.packId,
            score: result.aps.score,
            maxScore: result.aps.maxScore,
            unit: result.aps.unit,
            unitLabel: scoreUnitLabel(result.aps.unit),
            minAps: result.minAps,
          },
        ];
      });
    },
  };
}
export type ApsService = ReturnType<typeof createApsService>;
