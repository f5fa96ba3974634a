import { assistantFactTexts as t } from '@kusasa/domain/assistant-texts';
import { fillText } from '@kusasa/domain/texts';
import type { AssistantFacts, ProgrammeFact } from './assistant-facts.ts';
import { requirementLine, type FactAnswer } from './fact-answers.ts';
import { matchProgrammes } from './programme-names.ts';

// "What APS do I need for nursing?", "I want to become a doctor, what should I study?": a
// programme or field asked without an institution, answered from every institution's programmes
// in the catalogue (their own minimums and subjects), the ones naming the field best first.

const SHOWN = 4;

interface Offered extends ProgrammeFact {
  institutionName: string;
}

export async function programmeSearchAnswer(question: string, facts: AssistantFacts): Promise<FactAnswer | null> {
  const institutions = await facts.institutions();
  const offered: Offered[] = (
    await Promise.all(
      institutions.map(async (institution) =>
        (await facts.programmes(institution.slug)).map((programme) => ({ ...programme, institutionName: institution.name })),
      ),
    )
  ).flat();
  const matched = matchProgrammes(question, offered);
  if (matched.length === 0) return null;
  // Programmes with a published minimum first: they answer "what APS do I need".
  const shown = [...matched].sort((a, b) => Number(a.minAps === null) - Number(b.minAps === null)).slice(0, SHOWN);
  const lines = shown.map((programme) => `${requirementLine(programme)} (${programme.institutionName})`);
  const content = fillText(t.programmeSearch, { count: String(matched.length), lines: lines.join('. ') });
  return { content, sources: [{ id: 'catalogue:programmes', title: t.programmeSearchSource, url: '/programs', category: 'Catalogue' }] };
}
