import { roadmapTexts as t } from '../roadmap-texts.ts';
import { addDays, daysBetween } from './deadlines.ts';
import { ROADMAP_TASK_KINDS, type RoadmapFacts, type RoadmapTask, type RoadmapTaskKind, type RoadmapWeek } from './roadmap-types.ts';

export * from './roadmap-types.ts';

// The personalised roadmap (issue 31, Pro + AI): what to do each week from today until the last
// closing date that matters, as a pure function of the learner's facts and SA "today". A task sits
// in the week it is best done (a draft a week before it closes, NSFAS documents two weeks before
// NSFAS closes, first steps now), never after its own date; a task whose date has passed is left out.

/** How many matching programmes from the assessment the roadmap suggests. */
export const ROADMAP_SUGGESTIONS = 3;
const DRAFT_LEAD_DAYS = 7;
const NSFAS_DOCUMENT_LEAD_DAYS = 14;
const NSFAS_APPLY_LEAD_DAYS = 7;
/** Statuses where an institution may still invite the learner to an interview. */
const INTERVIEW_STATUSES = ['submitted', 'under-review'];

/** A task with when it is best done: `lead` days before its date, not before `notBefore`. */
type Planned = RoadmapTask & { lead: number; notBefore?: string | null };

const dueLater = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

function applicationTasks(facts: RoadmapFacts): Planned[] {
  return facts.applications.flatMap((application): Planned[] => {
    const names = { programme: application.programmeName ?? t.someProgramme, institution: application.institutionName ?? t.someInstitution };
    const dueOn = application.closesOn;
    const common = { dueOn, link: '/apply' };
    if (application.status === 'resubmission-required')
      return [
        { ...common, id: `resubmit-application:${application.id}`, kind: 'resubmit-application', title: t.task.resubmit(names), done: false, lead: Infinity },
      ];
    const submitted = { ...common, id: `submit-application:${application.id}`, kind: 'submit-application' as const, title: t.task.submit(names, dueOn) };
    if (application.status === 'draft') return [{ ...submitted, done: false, lead: DRAFT_LEAD_DAYS }];
    if (!INTERVIEW_STATUSES.includes(application.status)) return [];
    const practice = { id: `interview-practice:${application.id}`, kind: 'interview-practice' as const, title: t.task.interview(names) };
    return [
      { ...submitted, done: true, lead: DRAFT_LEAD_DAYS },
      { ...practice, dueOn: null, done: false, link: `/interview-practice?application=${application.id}`, lead: 0 },
    ];
  });
}

function fundingTasks({ funding }: RoadmapFacts, firstClosing: string | null): Planned[] {
  const questionnaire: Planned = {
    id: 'funding-questionnaire',
    kind: 'funding-questionnaire',
    title: t.task.fundingQuestionnaire,
    dueOn: dueLater(firstClosing, funding.nsfasClosesOn),
    done: funding.questionnaireDone,
    link: '/funding',
    lead: Infinity,
  };
  if (funding.unlikely) return [questionnaire];
  const dueOn = funding.nsfasClosesOn;
  const documents = funding.checklist.map((line): Planned => ({
    id: `funding-document:${line.item}`,
    kind: 'funding-document',
    title: t.task.fundingDocument(line.label),
    dueOn,
    done: line.done,
    link: '/funding',
    lead: NSFAS_DOCUMENT_LEAD_DAYS,
  }));
  const apply: Planned[] = dueOn
    ? [
        {
          id: 'apply-nsfas',
          kind: 'apply-nsfas',
          title: t.task.applyNsfas(dueOn),
          dueOn,
          done: funding.nsfasApplied,
          link: '/funding',
          lead: NSFAS_APPLY_LEAD_DAYS,
          notBefore: funding.nsfasOpensOn,
        },
      ]
    : [];
  return [questionnaire, ...documents, ...apply];
}

function firstSteps(facts: RoadmapFacts, firstClosing: string | null): Planned[] {
  const step = (id: string, kind: RoadmapTaskKind, title: string, done: boolean, link: string): Planned => ({
    id,
    kind,
    title,
    dueOn: firstClosing,
    done,
    link,
    lead: Infinity,
  });
  const applied = new Set(facts.applications.map((application) => application.programmeId));
  const suggestions = facts.assessment.suggestions.slice(0, ROADMAP_SUGGESTIONS).map((programme): Planned => ({
    ...step(`consider-programme:${programme.programmeId}`, 'consider-programme', t.task.consider(programme), applied.has(programme.programmeId), '/programs'),
    dueOn: null,
  }));
  return [
    step('take-assessment', 'take-assessment', t.task.assessment, facts.assessment.taken, '/career-guidance'),
    step('save-marks', 'save-marks', t.task.marks, facts.marksSaved, '/profile-completion'),
    step('upload-document:id', 'upload-document', t.task.idCopy, facts.documents.idDocument, '/profile-completion'),
    step('upload-document:results', 'upload-document', t.task.results, facts.documents.results, '/profile-completion'),
    ...suggestions,
  ];
}

/** The day a task is best done on: `lead` days before its date, not before today or `notBefore`, never after its date. */
function plannedDay(task: Planned, today: string): string {
  if (task.dueOn === null || task.lead === Infinity) return today;
  const wanted = [addDays(task.dueOn, -task.lead), today, task.notBefore ?? today].reduce((a, b) => (a > b ? a : b));
  return wanted > task.dueOn ? task.dueOn : wanted;
}

/** Dated tasks by date, undated ones last; then a fixed order of kinds and ids so a week never shuffles. */
export function compareTasks(a: RoadmapTask, b: RoadmapTask): number {
  if (a.dueOn !== b.dueOn) return a.dueOn === null ? 1 : b.dueOn === null ? -1 : a.dueOn < b.dueOn ? -1 : 1;
  const byKind = ROADMAP_TASK_KINDS.indexOf(a.kind) - ROADMAP_TASK_KINDS.indexOf(b.kind);
  return byKind !== 0 ? byKind : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The weeks with something to do, from today to the last date that matters, each task ticked when its fact is done. */
export function buildRoadmap(facts: RoadmapFacts, today: string): { today: string; lastDate: string | null; weeks: RoadmapWeek[] } {
  const open = facts.applications.filter((application) => ['draft', 'resubmission-required'].includes(application.status));
  const closings = open.map((application) => application.closesOn).filter((day): day is string => day !== null && day >= today);
  const firstClosing = closings.length > 0 ? closings.reduce((a, b) => (a < b ? a : b)) : null;
  const planned = [...firstSteps(facts, firstClosing), ...applicationTasks(facts), ...fundingTasks(facts, firstClosing)].filter(
    (task) => task.dueOn === null || task.dueOn >= today,
  );
  const weeks = new Map<number, RoadmapTask[]>();
  for (const task of planned) {
    const number = Math.floor(daysBetween(today, plannedDay(task, today)) / 7) + 1;
    const { id, kind, title, dueOn, done, link } = task;
    weeks.set(number, [...(weeks.get(number) ?? []), { id, kind, title, dueOn, done, link }]);
  }
  const dates = planned.map((task) => task.dueOn).filter((day): day is string => day !== null);
  return {
    today,
    lastDate: dates.length > 0 ? dates.reduce((a, b) => (a > b ? a : b)) : null,
    weeks: [...weeks.entries()]
      .sort(([a], [b]) => a - b)
      .map(([number, tasks]) => ({
        number,
        startsOn: addDays(today, (number - 1) * 7),
        endsOn: addDays(today, number * 7 - 1),
        tasks: tasks.sort(compareTasks),
      })),
  };
}
