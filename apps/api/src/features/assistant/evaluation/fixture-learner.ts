import { APS_PACKS, apsPackById, scoreUnitLabel } from '@kusasa/domain/rules/aps';
import { checkEligibility } from '@kusasa/domain/rules/eligibility';
import { nscPassType } from '@kusasa/domain/rules/nsc-pass';
import { bestMarkPerSubject } from '@kusasa/domain/rules/nsc-subject-names';
import type { MyAps } from '@kusasa/domain/schemas/my-aps';
import type { AssistantFacts } from '../assistant-facts.ts';
import { institutionMatcher } from '../institution-names.ts';
import type { LearnerFacts, ProgrammeMatch } from '../learner-facts.ts';
import type { EvaluationLearner } from './question-set.ts';

// The evaluation's learner: the question file's fixture (marks, applications, documents) read the
// way the product reads a learner's rows, with the domain's APS and eligibility rules over the
// catalogue the answers come from. Nothing here is a stored answer.

const FIXTURE_UPLOADED_AT = '2026-01-15T10:00:00.000Z';

function apsOf(learner: EvaluationLearner): MyAps {
  const marks = bestMarkPerSubject(learner.marks);
  const common = apsPackById('common')!.score(marks);
  return {
    hasMarks: marks.length > 0,
    source: learner.grade === 12 ? 'grade12' : 'grade11',
    sitting: learner.grade === 12 ? 'grade12-final' : 'grade11-final',
    score: marks.length > 0 ? common.score : null,
    maxScore: 42,
    unit: 'aps',
    unitLabel: scoreUnitLabel('aps'),
    countedSubjects: common.countedSubjects,
    passType: nscPassType(marks).passType,
    packs: APS_PACKS.map((pack) => ({
      packId: pack.id,
      name: pack.name,
      score: pack.score(marks).score,
      maxScore: pack.maxScore,
      unit: pack.unit,
      unitLabel: scoreUnitLabel(pack.unit),
      institutionSlugs: [...pack.institutionSlugs],
    })),
  };
}

export async function fixtureLearnerFacts(learner: EvaluationLearner, catalogue: AssistantFacts): Promise<LearnerFacts> {
  const institutions = await catalogue.institutions();
  const matcher = institutionMatcher(institutions);
  const aps = apsOf(learner);
  const applications = learner.applications.map((application) => ({
    programmeName: application.programme,
    institutionName: application.institution,
    institutionSlug: matcher.find(application.institution)[0]?.slug ?? null,
    status: application.status,
  }));
  let eligibility: Promise<ProgrammeMatch[]> | undefined;
  const matches = async () =>
    (
      await Promise.all(
        institutions.map(async (institution) =>
          (await catalogue.programmes(institution.slug)).map((programme) => ({
            programmeName: programme.name,
            institutionName: institution.name,
            institutionSlug: institution.slug,
            status: checkEligibility(programme, learner.marks).status,
          })),
        ),
      )
    ).flat();
  return {
    aps: () => Promise.resolve(aps),
    eligibility: () => (eligibility ??= matches()),
    documents: () =>
      Promise.resolve(
        learner.documents.map((document) => ({
          documentType: document.type,
          verificationStatus: document.status,
          failureReason: null,
          createdAt: FIXTURE_UPLOADED_AT,
        })),
      ),
    applications: () => Promise.resolve(applications),
  };
}
