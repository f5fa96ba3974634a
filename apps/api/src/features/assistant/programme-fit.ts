import { assistantFactTexts as t } from '@kusasa/domain/assistant-texts';
import { fillText } from '@kusasa/domain/texts';
import type { AssistantFacts, InstitutionFact, ProgrammeFact } from './assistant-facts.ts';
import { requirementLine } from './fact-answers.ts';
import type { LearnerFacts, ProgrammeMatch } from './learner-facts.ts';
import { matchProgrammes } from './programme-names.ts';

// "Do I qualify for B Nursing at UKZN?": one named programme against the learner's own marks. The
// answer states the programme's requirement from the live catalogue first, then the learner's
// score by the count that programme uses (its APS rule pack), then the verdict the eligibility
// rules gave, so the learner sees the numbers the verdict rests on, not only a yes or no.

/** Programmes compared at most, per institution: the question usually names one. */
const PROGRAMMES_COMPARED = 2;

export interface ProgrammeFitContext {
  facts: LearnerFacts;
  catalogue: AssistantFacts;
  userId: string;
  institutions: readonly InstitutionFact[];
  question: string;
}

type Verdict = ProgrammeMatch['status'] | 'unknown';

function verdictOf(matches: readonly ProgrammeMatch[], institution: InstitutionFact, programme: ProgrammeFact): Verdict {
  const match = matches.find((entry) => entry.institutionSlug === institution.slug && entry.programmeName === programme.name);
  return match?.status ?? 'unknown';
}

/** The learner's score by the pack the programme counts with, e.g. "30 of 42 (NSC levels, best six)". */
function scoreLine(aps: Awaited<ReturnType<LearnerFacts['aps']>>, programme: ProgrammeFact): string | null {
  const pack = aps.packs.find((entry) => entry.packId === programme.apsPackId) ?? aps.packs.find((entry) => entry.packId === 'common');
  if (!pack) return aps.score === null ? null : fillText(t.fitScore, { score: String(aps.score), max: '42', pack: 'APS' });
  return fillText(t.fitScore, { score: String(pack.score), max: String(pack.maxScore), pack: pack.name });
}

/** The comparison for the programmes the question names at the institutions it names; null when it names none the catalogue holds. */
export async function programmeFitAnswer(context: ProgrammeFitContext): Promise<string | null> {
  const { facts, catalogue, userId, institutions, question } = context;
  if (institutions.length === 0) return null;
  const aps = await facts.aps(userId);
  if (!aps.hasMarks) return null;
  const matches = await facts.eligibility(userId);
  const parts: string[] = [];
  for (const institution of institutions) {
    const named = matchProgrammes(question, await catalogue.programmes(institution.slug)).slice(0, PROGRAMMES_COMPARED);
    for (const programme of named) {
      const verdict = verdictOf(matches, institution, programme);
      const score = scoreLine(aps, programme);
      parts.push(
        [
          fillText(t.fitRequirement, { institution: institution.name, requirement: requirementLine(programme) }),
          programme.otherRequirements ? fillText(t.fitOther, { other: programme.otherRequirements }) : null,
          score,
          t.fitVerdicts[verdict === 'unknown' ? 'unknown' : verdict],
        ]
          .filter(Boolean)
          .join(' '),
      );
    }
  }
  return parts.length === 0 ? null : [...parts, t.fitConfirm].join('\n');
}
