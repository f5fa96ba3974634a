import type { SubjectMark } from '@kusasa/domain/rules/aps';
import type { ConsultationSession } from '@kusasa/domain/rules/consultations';
import { interviewFieldOf, type InterviewField } from '@kusasa/domain/rules/interview-practice';
import type { OwnDataIntent } from '@kusasa/domain/schemas/assistant/common';
import type { InstitutionFact } from './assistant-facts.ts';
import { detectOwnDataIntent, speaksOfThemselves as detectsFirstPerson } from './intents.ts';
import type { InstitutionMatcher } from './institution-names.ts';
import { normaliseText } from './institution-names.ts';
import { factTopic, type FactTopic } from './fact-topics.ts';
import { marksInQuestion, unnamedMarks } from './question-marks.ts';
import { isOutOfScope } from './out-of-scope.ts';
import { installmentQuestion, type InstallmentQuestion } from './plan-answers.ts';
import { statedAps } from './stated-aps.ts';
import { programmeWordsAsked } from './programme-mentions.ts';
import {
  FIT_ASKED,
  SCORE_ASKED,
  MARK_WORTH,
  PREDICTION,
  PROVING_INCOME,
  RULE_CONDITION,
  OUTCOME_ASKED,
  MARKS_GIVEN,
  SOMEONE_ELSES_DATA,
  NSFAS_INCOME,
  REJECTED,
  PROGRAMME_WORDS,
  CAREER_PERSON,
  PROGRAMME_NEEDS,
  SCORE_WORDS,
  RULE_WORDS,
  SUBJECT_RULE,
  HOW_COUNTED,
  PASS_TYPE_NAMED,
  APPLYING,
  WITH_MY_MARKS,
  KIND_OF_PLACE,
  OWN_SCORE,
  FUNDING_WORDS,
  SELF_MARKS,
  PASS_WORDS,
  DOCUMENT_WORDS,
  INTERVIEW_PRACTICE,
  CONSULTATION,
  SESSIONS,
  GUARDIAN_CONSENT,
  GENERAL_TOPIC_EXCEPT,
  MARK_LIST,
  YEAR,
} from './intent-patterns.ts';

// The intent step, before any retrieval: what kind of question this is and what it is about.
// - calculation: marks written into the question ("I got 75% for maths, how many points?"),
//   worked out by the domain's rules, even when the question says "my";
// - own: the learner's own APS, applications, documents or dates, from their rows;
// - facts: an institution's fee, dates, programmes or requirements, or NSFAS's income rule, from
//   the live catalogue and rule set;
// - not-sure: what Thandi must not answer (a prediction of an admission decision, homework, an
//   institution the catalogue does not know);
// - general: explanations, answered from the knowledge entries.
// Every kind keeps the institutions the question names, so no answer strays to another one.

export { alsoAsked, type FactTopic } from './fact-topics.ts';

export type Calculation =
  | { type: 'mark-points'; mark: number; subject: string | null }
  | { type: 'aps'; marks: SubjectMark[]; passAsked: boolean }
  | { type: 'same-in-all'; mark: number }
  | { type: 'unnamed'; marks: number[] };

export type QuestionIntent =
  | { kind: 'calculation'; calculation: Calculation; institutions: InstitutionFact[] }
  | { kind: 'own'; topic: OwnDataIntent; rejected: boolean; institutions: InstitutionFact[] }
  | { kind: 'facts'; topic: FactTopic; institutions: InstitutionFact[]; year: number | null; marks: SubjectMark[]; programmeWords: string[] }
  | { kind: 'nsfas-income' }
  | { kind: 'consultation'; sessionId: ConsultationSession['id'] }
  | { kind: 'interview-practice'; field: InterviewField }
  | { kind: 'installments'; question: InstallmentQuestion }
  | { kind: 'stated-aps'; score: number; institutions: InstitutionFact[] }
  | { kind: 'programme-search' }
  | { kind: 'not-sure'; reason: 'prediction' | 'off-topic' | 'unknown-institution' }
  | { kind: 'general'; institutions: InstitutionFact[]; topic: FactTopic | null };

function ownIntent(question: string, text: string, institutions: InstitutionFact[]): QuestionIntent | null {
  if (REJECTED.test(text) && /\b(me|my|i|im)\b/.test(text) && !DOCUMENT_WORDS.test(text) && !FUNDING_WORDS.test(text))
    return { kind: 'own', topic: 'applications', rejected: true, institutions };
  if (SELF_MARKS.test(text) && PASS_WORDS.test(text)) return { kind: 'own', topic: 'aps', rejected: false, institutions };
  const topic = detectOwnDataIntent(question);
  return topic ? { kind: 'own', topic, rejected: false, institutions } : null;
}

export function understandQuestion(question: string, matcher: InstitutionMatcher): QuestionIntent {
  const text = normaliseText(question);
  const predicts = PREDICTION.test(text) || (OUTCOME_ASKED.test(text) && !MARKS_GIVEN.test(text));
  if (predicts && !RULE_CONDITION.test(text)) return { kind: 'not-sure', reason: 'prediction' };
  if (SOMEONE_ELSES_DATA.test(text)) return { kind: 'not-sure', reason: 'off-topic' };
  if (isOutOfScope(question)) return { kind: 'not-sure', reason: 'off-topic' };
  const institutions = matcher.find(question);
  const programmeWords = institutions.length > 0 ? programmeWordsAsked(matcher.rest(question)) : [];
  const { marks, bareMark, sameInAll } = marksInQuestion(question);
  const topic = factTopic(text);
  const year = Number(YEAR.exec(text)?.[1] ?? '') || null;

  // A named programme's requirements come before the marks written with them ("BSc at UKZN with
  // 55% maths"); a list of marks ("english 72, maths 65, physics 61 ... aps for wits?") asks for a score.
  const listsMarks = marks.length >= MARK_LIST;
  if (
    institutions.length > 0 &&
    (topic === 'requirements' || topic === 'tuition') &&
    !listsMarks &&
    (marks.length > 0 || bareMark !== null || topic === 'tuition') &&
    // "WSU points for 35%" asks what a mark counts there; "BSc at UKZN with 55% maths" asks for a programme's rule.
    (PROGRAMME_WORDS.test(text) || marks.length > 0 || topic === 'tuition')
  )
    return { kind: 'facts', topic, institutions, year, marks, programmeWords };
  const unnamed = marks.length === 0 ? unnamedMarks(question) : [];
  if (unnamed.length > 0) return { kind: 'calculation', calculation: { type: 'unnamed', marks: unnamed }, institutions };
  if (sameInAll !== null) return { kind: 'calculation', calculation: { type: 'same-in-all', mark: sameInAll }, institutions };
  if (marks.length >= 2) return { kind: 'calculation', calculation: { type: 'aps', marks, passAsked: PASS_WORDS.test(text) }, institutions };
  const single = marks[0];
  if (single) return { kind: 'calculation', calculation: { type: 'mark-points', mark: single.mark, subject: single.subject }, institutions };
  // "Do you need 5 subjects above 50% for a bachelor's pass?" asks about a rule, not what 50% is worth.
  // "Will NSFAS approve me 100%?" is no mark: a bare percentage is one only asked about as points or a level.
  if (bareMark !== null && !PASS_WORDS.test(text) && !RULE_WORDS.test(text) && MARK_WORTH.test(text))
    return { kind: 'calculation', calculation: { type: 'mark-points', mark: bareMark, subject: null }, institutions };

  // "Do I qualify for B Nursing at UKZN?": the learner's own fit there, by programme when one is named.
  if (institutions.length > 0 && FIT_ASKED.test(text) && detectsFirstPerson(text) && !FUNDING_WORDS.test(text) && !REJECTED.test(text))
    return { kind: 'own', topic: SCORE_ASKED.test(text) ? 'aps' : 'eligibility', rejected: false, institutions };
  if (NSFAS_INCOME.test(text) && !PROVING_INCOME.test(text)) return { kind: 'nsfas-income' };
  // "Book the interview prep session": a consultation named as a session is booked, not practised.
  const session = CONSULTATION.test(text) ? SESSIONS.find(([pattern]) => pattern.test(text)) : undefined;
  if (session) return { kind: 'consultation', sessionId: session[1] };
  if (INTERVIEW_PRACTICE.test(text)) return { kind: 'interview-practice', field: interviewFieldOf(text) };
  const installments = installmentQuestion(text);
  if (installments) return { kind: 'installments', question: installments };
  const stated = statedAps(text);
  if (stated !== null) return { kind: 'stated-aps', score: stated, institutions };
  const asksProgramme = (PROGRAMME_WORDS.test(text) || CAREER_PERSON.test(text)) && PROGRAMME_NEEDS.test(text) && !PASS_WORDS.test(text);
  if (institutions.length === 0 && asksProgramme && !OWN_SCORE.test(text)) return { kind: 'programme-search' };
  if (institutions.length > 0 && HOW_COUNTED.test(text)) return { kind: 'general', institutions, topic: null };
  if (institutions.length > 0 && (topic === null || topic === 'requirements') && PROGRAMME_WORDS.test(text) && !OWN_SCORE.test(text))
    if (SCORE_WORDS.test(text) || SUBJECT_RULE.test(text)) return { kind: 'facts', topic: 'requirements', institutions, year, marks, programmeWords };
  // "up bvsc aps", "tut bpharm requirements": a programme named in words of its own asks for its requirement.
  if (institutions.length > 0 && (topic === null || topic === 'requirements') && !OWN_SCORE.test(text) && programmeWords.length > 0)
    if (SCORE_WORDS.test(text) || topic === 'requirements') return { kind: 'facts', topic: 'requirements', institutions, year, marks, programmeWords };
  if (PASS_TYPE_NAMED.test(text) && !SELF_MARKS.test(text)) return { kind: 'general', institutions, topic: null };
  if (GUARDIAN_CONSENT.test(text)) return { kind: 'general', institutions, topic: null };
  const own = ownIntent(question, text, institutions);
  // "Which courses can I get into at Wits?" is the learner's own eligibility there; "What APS do I
  // need for BCom at UJ?" is the catalogue's requirement.
  if (own?.kind === 'own' && own.topic === 'eligibility' && institutions.length === 0 && KIND_OF_PLACE.test(text) && !WITH_MY_MARKS.test(text))
    return { kind: 'general', institutions, topic: null };
  if (own?.kind === 'own' && (own.topic === 'eligibility' || own.rejected)) return own;
  // "What's my APS for UCT?" is the learner's score there, not UCT's requirements.
  if (own?.kind === 'own' && own.topic === 'aps' && OWN_SCORE.test(text)) return own;
  if (topic && topic !== 'programmes' && institutions.length > 0) return { kind: 'facts', topic, institutions, year, marks, programmeWords };
  if (own) return own;
  if (topic && institutions.length > 0) return { kind: 'facts', topic, institutions, year, marks, programmeWords };
  // "Sedibeng TVET applications", "motheo tvet": an institution named with nothing else asked gets its dates.
  // "How do I apply to UKZN?": its dates and the note on how it takes applications (through the CAO, online only).
  const justNamed = text.trim().split(' ').length <= 3 || APPLYING.test(text);
  if (institutions.length > 0 && topic === null && !own && justNamed) return { kind: 'facts', topic: 'dates', institutions, year, marks, programmeWords };
  // A university or college the catalogue does not know (Harvard, Oxford): nothing to answer from.
  // "Does NSFAS fund private colleges like Boston?": the rule answers, whatever the college.
  if (institutions.length === 0 && !FUNDING_WORDS.test(text) && matcher.unknownName(question)) return { kind: 'not-sure', reason: 'unknown-institution' };
  // Study fees are not in the catalogue; who pays them (NSFAS, a sponsor) is explained.
  if (topic === 'tuition' && !FUNDING_WORDS.test(text)) return { kind: 'not-sure', reason: 'off-topic' };
  // NSFAS's dates and what to do after a closing date have entries of their own.
  return { kind: 'general', institutions, topic: GENERAL_TOPIC_EXCEPT.test(text) ? null : topic };
}
