import { deadlineTexts as t } from '@kusasa/domain/deadline-texts';
import { checklistItemLabels } from '@kusasa/domain/funding-labels';
import { addDays, daysBetween, deadlineStatus, orderDeadlines, RECENTLY_CLOSED_DAYS } from '@kusasa/domain/rules/deadlines';
import type { Deadline, DeadlineSource } from '@kusasa/domain/schemas/deadlines';
import type { DeadlineFacts, IntakeDates } from './deadlines-ports.ts';

// The learner's dates from what their owners hold (issue 30), as a pure function of the facts and
// SA "today": testable without a database, and the one place the rules of what shows live.

/** Applications whose closing date still matters: drafts, and submitted ones not yet decided. */
export const OPEN_STATUSES = ['draft', 'submitted', 'under-review', 'resubmission-required'];

type Part = Omit<Deadline, 'daysLeft' | 'status' | 'afterClosing'> & { afterClosing?: Deadline['afterClosing'] };

const sourceOf = (row: { sourceTitle: string | null; sourceUrl: string | null; checkedOn: string | null }): DeadlineSource | null =>
  row.sourceTitle === null ? null : { title: row.sourceTitle, url: row.sourceUrl, checkedOn: row.checkedOn };

/** The intake an application's dates come from: the first still open, or closed (late date included) in the last 30 days. */
export function intakeFor(intakes: readonly IntakeDates[], today: string): IntakeDates | undefined {
  const since = addDays(today, -RECENTLY_CLOSED_DAYS);
  return intakes
    .filter((intake) => intake.closesOn !== null && (intake.lateClosesOn ?? intake.closesOn) >= since)
    .sort((a, b) => (a.closesOn! < b.closesOn! ? -1 : a.closesOn! > b.closesOn! ? 1 : 0))[0];
}

function applicationParts(facts: DeadlineFacts, today: string): Part[] {
  const parts: Part[] = [];
  for (const application of facts.applications) {
    if (!OPEN_STATUSES.includes(application.status) || !application.institutionId) continue;
    const institutionName = application.institutionName ?? t.unnamedInstitution;
    const institution = { id: application.institutionId, name: institutionName };
    const programme = application.programId && application.programName ? { id: application.programId, name: application.programName } : null;
    const draft = application.status === 'draft';
    const toDo = draft
      ? t.toDo.submitDraft
      : application.status === 'resubmission-required'
        ? t.toDo.resubmit
        : facts.hasGrade12Results
          ? t.toDo.waitForDecision
          : t.toDo.uploadResults;
    const common = { institution, programme, link: '/apply' };
    const own = facts.programmes.find((row) => row.id === application.programId);
    if (own?.closesOn) {
      const title = t.title.applicationCloses(institutionName, application.programName);
      parts.push({ ...common, id: `application-closes:${application.id}`, kind: 'application-closes', date: own.closesOn, title, toDo, source: sourceOf(own) });
      continue;
    }
    const intake = intakeFor(
      facts.intakes.filter((row) => row.institutionId === application.institutionId),
      today,
    );
    if (!intake?.closesOn) continue;
    const source = sourceOf(intake);
    const lateOpen = intake.lateClosesOn !== null && intake.lateClosesOn >= today;
    parts.push({
      ...common,
      id: `application-closes:${application.id}`,
      kind: 'application-closes',
      date: intake.closesOn,
      title: t.title.applicationCloses(institutionName, application.programName),
      toDo: draft && intake.closesOn < today && lateOpen ? t.toDo.applyLate : toDo,
      source,
      afterClosing: draft ? { lateUntil: lateOpen ? intake.lateClosesOn : null, lateRules: intake.lateRules, openElsewhere: [], tvetIntakes: [] } : null,
    });
    if (intake.lateClosesOn && draft) {
      const title = t.title.lateCloses(institutionName);
      const afterClosing = { lateUntil: null, lateRules: intake.lateRules, openElsewhere: [], tvetIntakes: [] };
      parts.push({
        ...common,
        id: `late-closes:${application.id}`,
        kind: 'late-closes',
        date: intake.lateClosesOn,
        title,
        toDo: t.toDo.applyLate,
        source,
        afterClosing,
      });
    }
    if (draft && intake.opensOn && intake.opensOn > today) {
      const title = t.title.intakeOpens(institutionName, intake.name);
      parts.push({ ...common, id: `intake-opens:${application.id}`, kind: 'intake-opens', date: intake.opensOn, title, toDo: t.toDo.waitForOpening, source });
    }
  }
  return parts;
}

function nsfasParts(facts: DeadlineFacts, today: string): Part[] {
  const { funding } = facts;
  const outcome = funding.assessment?.outcome ?? null;
  if (outcome === 'unlikely') return [];
  const parts: Part[] = [];
  for (const cycle of facts.cycles) {
    // Applied already in this window (recorded from myNSFAS): its dates no longer ask anything.
    const applied = funding.nsfas.status !== null && cycle.opensOn !== null && (funding.nsfas.statusChangedAt ?? '') >= cycle.opensOn;
    if (applied) continue;
    const source = { title: cycle.sourceTitle, url: cycle.sourceUrl, checkedOn: cycle.checkedOn };
    const common = { institution: null, programme: null, source, link: '/funding' };
    if (cycle.opensOn && cycle.opensOn >= today) {
      const title = t.title.nsfasOpens(cycle.fundingYear);
      parts.push({ ...common, id: `nsfas-opens:${cycle.fundingYear}`, kind: 'nsfas-opens', date: cycle.opensOn, title, toDo: t.toDo.prepareNsfas });
    }
    if (cycle.closesOn) {
      const title = t.title.nsfasCloses(cycle.fundingYear);
      parts.push({ ...common, id: `nsfas-closes:${cycle.fundingYear}`, kind: 'nsfas-closes', date: cycle.closesOn, title, toDo: t.toDo.applyNsfas });
    }
  }
  return parts;
}

function certificationParts(facts: DeadlineFacts): Part[] {
  return facts.funding.checklist.flatMap(({ item, document }) =>
    document
      ? [
          {
            id: `certification-expires:${item}:${document.id}`,
            kind: 'certification-expires',
            date: document.validUntil,
            title: t.title.certificationExpires(checklistItemLabels[item].label),
            institution: null,
            programme: null,
            toDo: t.toDo.certifyNewCopy,
            source: null,
            link: '/funding',
          },
        ]
      : [],
  );
}

/** Every listed date (upcoming, and closed in the last 30 days), nearest first, without alternatives yet. */
export function buildDeadlines(facts: DeadlineFacts, today: string): Deadline[] {
  const parts = [...applicationParts(facts, today), ...nsfasParts(facts, today), ...certificationParts(facts)];
  return orderDeadlines(parts, today).map((part) => {
    const status = deadlineStatus(part.date, today);
    const afterClosing = status === 'closed' ? (part.afterClosing ?? null) : null;
    return { ...part, daysLeft: daysBetween(today, part.date), status, afterClosing };
  });
}
