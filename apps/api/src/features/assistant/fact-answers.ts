import { assistantFactTexts as t } from '@kusasa/domain/assistant-texts';
import { apsPackById, scoreUnitLabel } from '@kusasa/domain/rules/aps';
import { requirementOptions } from '@kusasa/domain/rules/eligibility';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import { ruleSetFor } from '@kusasa/domain/rules/funding-rules';
import { CONSULTATION_SESSIONS, type ConsultationSession } from '@kusasa/domain/rules/consultations';
import { minMarkForLevel } from '@kusasa/domain/rules/nsc-levels';
import type { AnswerSource } from '@kusasa/domain/schemas/assistant/chat';
import type { SubjectRequirement } from '@kusasa/domain/schemas/aps';
import { fillText } from '@kusasa/domain/texts';
import type { AssistantFacts, InstitutionFact, IntakeFact, ProgrammeFact } from './assistant-facts.ts';
import type { FactTopic } from './question-intent.ts';
import { matchProgrammes } from './programme-names.ts';
import { mathsAcceptedLine, mathsAlternativesAsked } from './maths-accepted.ts';

// Answers read from the catalogue at the moment of asking: an institution's application fee, its
// dates, its programmes and their requirements. Each names the institution it is about and only
// that institution's rows, and returns null when the catalogue does not hold the fact (Thandi then
// says she is not sure rather than guess).

export interface FactAnswer {
  content: string;
  sources: AnswerSource[];
}

const PROGRAMMES_SHOWN = 5;
const REQUIREMENTS_SHOWN = 3;

export const rand = (amount: number) => `R${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;

function sourceOf(institution: InstitutionFact): AnswerSource {
  return {
    id: `catalogue:${institution.slug}`,
    title: fillText(t.institutionSource, { institution: institution.name }),
    url: `/institutions/${institution.slug}`,
    category: 'Catalogue',
  };
}

const siteOf = (institution: InstitutionFact) => institution.applyUrl ?? institution.website ?? `/institutions/${institution.slug}`;

/** The intake a question is about: the year it names, else the newest (the one learners apply to now). */
function intakeFor(intakes: readonly IntakeFact[], year: number | null): IntakeFact | undefined {
  const firstYear = intakes.filter((intake) => /first|undergrad/i.test(intake.name));
  const pool = firstYear.length > 0 ? firstYear : intakes;
  return (year === null ? undefined : pool.find((intake) => intake.year === year)) ?? [...pool].sort((a, b) => b.year - a.year)[0];
}

const FEE_WORDS = /\b(fees?|free|charge[sd]?|cost)\b/i;

/** The newest earlier intake whose fee was published: last cycle's fee is the best guide until this one's is out. */
function earlierFee(intakes: readonly IntakeFact[], intake: IntakeFact): IntakeFact | undefined {
  return [...intakes].sort((a, b) => b.year - a.year).find((other) => other.year < intake.year && other.applicationFeeRand !== null);
}

function feeLine(institution: InstitutionFact, intake: IntakeFact, intakes: readonly IntakeFact[]): string {
  const values = { institution: institution.name, year: String(intake.year), fee: rand(intake.applicationFeeRand ?? 0).slice(1) };
  // No amount recorded: the intake's note may still say something about the fee ("no application fee"),
  // and an earlier intake's published fee is said as that year's, with the advice to check.
  if (intake.applicationFeeRand === null) {
    const notes = intake.lateRules && FEE_WORDS.test(intake.lateRules) ? ` ${fillText(t.lateRules, { rules: intake.lateRules })}` : '';
    const earlier = earlierFee(intakes, intake);
    const before = earlier ? ` ${feeLine(institution, earlier, [])} ${fillText(t.feeEarlierCheck, { year: String(intake.year) })}` : '';
    return `${fillText(t.feeNotPublished, values)}${before}${notes}`;
  }
  const line = fillText(intake.applicationFeeRand === 0 ? t.feeFree : t.feeAt, values);
  return intake.lateRules ? `${line} ${fillText(t.lateRules, { rules: intake.lateRules })}` : line;
}

/** "Is UP still open?": the newest closing date (late ones too) before today has passed. */
function hasClosed(intake: IntakeFact, today: string): boolean {
  const last = intake.lateClosesOn ?? intake.closesOn;
  return last !== null && last < today;
}

function datesLine(institution: InstitutionFact, intake: IntakeFact, today: string): string {
  const dates = [
    intake.opensOn ? fillText(t.opensOn, { date: formatIsoDay(intake.opensOn) }) : null,
    intake.closesOn ? fillText(t.closesOn, { date: formatIsoDay(intake.closesOn) }) : null,
    intake.lateClosesOn ? fillText(t.lateClosesOn, { date: formatIsoDay(intake.lateClosesOn) }) : null,
  ].filter((part): part is string => part !== null);
  const line = fillText(t.datesAt, {
    institution: institution.name,
    intake: intake.name,
    year: String(intake.year),
    dates: dates.length ? dates.join(', ') : t.noDates,
  });
  const passed = hasClosed(intake, today) ? ` ${t.datesPassed}` : '';
  return intake.lateRules ? `${line}${passed} ${fillText(t.lateRules, { rules: intake.lateRules })}` : `${line}${passed}`;
}

function subjectLine(requirement: SubjectRequirement): string {
  return requirementOptions(requirement)
    .map((option) => {
      const level = option.minLevel ?? null;
      const mark = option.minMark ?? (level === null ? null : minMarkForLevel(level));
      // A subject required without a minimum ("English") is named without an invented 0%.
      if (level === null) return mark ? `${option.subject} ${mark}%+` : option.subject;
      return fillText(t.subjectMinimum, { subject: option.subject, level: String(level), mark: String(mark) });
    })
    .join(' or ');
}

export function requirementLine(programme: ProgrammeFact): string {
  const pack = apsPackById(programme.apsPackId);
  const aps =
    programme.minAps === null
      ? t.requirementNoAps
      : fillText(t.requirementAps, { minAps: String(programme.minAps), unit: pack ? `${scoreUnitLabel(pack.unit)}, ${pack.name}` : programme.apsPackId });
  const subjects = programme.subjectMinimums.map(subjectLine).join(', ');
  return fillText(t.requirementLine, { programme: programme.name, aps, subjects: subjects ? fillText(t.requirementSubjects, { subjects }) : '' });
}

async function forEach(institutions: readonly InstitutionFact[], line: (institution: InstitutionFact) => Promise<string | null>): Promise<FactAnswer | null> {
  const lines = await Promise.all(institutions.map(line));
  if (lines.some((text) => text === null)) return null;
  return { content: lines.join('\n'), sources: institutions.map(sourceOf) };
}

export async function answerFact(
  topic: FactTopic,
  facts: AssistantFacts,
  institutions: readonly InstitutionFact[],
  question: { text: string; year: number | null },
): Promise<FactAnswer | null> {
  if (topic === 'fees' || topic === 'dates') {
    return forEach(institutions, async (institution) => {
      const intakes = await facts.intakes(institution.slug);
      const intake = intakeFor(intakes, question.year);
      if (!intake) return fillText(t.noIntakes, { institution: institution.name, url: siteOf(institution) });
      return topic === 'fees' ? feeLine(institution, intake, intakes) : datesLine(institution, intake, facts.today());
    });
  }
  return forEach(institutions, async (institution) => {
    const programmes = await facts.programmes(institution.slug);
    if (programmes.length === 0) return topic === 'tuition' ? null : fillText(t.noProgrammesAt, { institution: institution.name, url: siteOf(institution) });
    const matched = matchProgrammes(question.text, programmes);
    if (topic === 'tuition') {
      const priced = matched.filter((programme) => programme.tuitionFeeRand !== null);
      return priced.length === 0 ? null : priced.map((programme) => `${programme.name}: ${rand(programme.tuitionFeeRand!)}`).join('; ');
    }
    // Requirements with no programme named come from the knowledge entries (null), not a list of programmes.
    if (topic === 'requirements' && matched.length === 0 && !/\b(courses?|programmes?|programs?|offer)\b/.test(question.text.toLowerCase())) return null;
    // "Does UJ offer nursing?": the programmes of that name first; otherwise a sample of all of them.
    if (topic === 'programmes' && matched.length > 0) {
      const names = matched.slice(0, PROGRAMMES_SHOWN).map((programme) => programme.name);
      return fillText(t.programmesMatchedAt, { institution: institution.name, count: String(matched.length), names: names.join('; ') });
    }
    if (topic === 'programmes' || matched.length === 0) {
      const names = programmes.slice(0, PROGRAMMES_SHOWN).map((programme) => programme.name);
      return fillText(t.programmesAt, { institution: institution.name, count: String(programmes.length), names: names.join('; ') });
    }
    // "Can I use maths lit for it?": said plainly after each programme's requirement.
    const alternatives = mathsAlternativesAsked(question.text);
    const lines = matched
      .slice(0, REQUIREMENTS_SHOWN)
      .map((programme) => [requirementLine(programme), mathsAcceptedLine(programme, alternatives)].filter(Boolean).join('. '));
    return `${fillText(t.requirementsAt, { institution: institution.name, lines: lines.join('. ') })} ${fillText(t.requirementsConfirm, { institution: institution.name, url: siteOf(institution) })}`;
  });
}

/** NSFAS's financial rule from the rule set in force today (packages/domain funding rules). */
export function nsfasIncomeAnswer(today: string): FactAnswer {
  const set = ruleSetFor(today);
  const content = fillText(t.nsfasIncome, {
    version: set.version,
    general: rand(set.generalIncomeLimitRand).slice(1),
    disability: rand(set.disabilityIncomeLimitRand).slice(1),
    legacy: rand(set.legacyIncomeLimitRand).slice(1),
    legacyYear: String(set.legacyBeforeYear),
  });
  return { content, sources: [{ id: 'rules:nsfas', title: t.nsfasSource, url: '/funding', category: 'Funding' }] };
}

/** One consultation session's length and price, from the domain's session list. */
export function consultationAnswer(sessionId: ConsultationSession['id']): FactAnswer {
  const session = CONSULTATION_SESSIONS.find((entry) => entry.id === sessionId)!;
  const content = fillText(t.consultation, { name: session.name, minutes: String(session.durationMinutes), price: rand(session.priceCents / 100).slice(1) });
  return { content, sources: [{ id: 'rules:consultations', title: t.consultationSource, url: '/consultations', category: 'Support' }] };
}
