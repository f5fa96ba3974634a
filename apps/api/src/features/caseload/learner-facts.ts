import type { FundingOutcome } from '@kusasa/domain/rules/funding-rules';
import type { FundingEvent } from '@kusasa/domain/schemas/funding/common';
import type { CaseloadLearner } from '@kusasa/domain/schemas/counselors/caseload';
import type { LearnerFacts, LearnerFactsPort, LearnerOverview } from './caseload-ports.ts';
import {
  applicationEntry,
  countsOf,
  fundingEntry,
  gradeOf,
  missingDocumentsOf,
  nextDeadlineOf,
  type ApplicationEventRow,
  type ApplicationOverviewRow,
} from './learner-fact-readings.ts';

// A learner's facts as the caseload shows them, put together from what each owner gives (the area
// hands over the owners' reads) and read by learner-fact-readings.ts. The scopes are applied
// later, by the service.

/** The owners' reads the area passes in; every batched one takes many learners at once. */
export interface LearnerSources {
  namesOf(ids: string[]): Promise<{ id: string; fullName: string | null }[]>;
  identityChecksOf(ids: string[]): Promise<Map<string, CaseloadLearner['identityCheck']>>;
  schoolsOf(ids: string[]): Promise<{ userId: string; schoolName: string; completionYear: number }[]>;
  documentsOf(ids: string[]): Promise<{ userId: string; documentType: string; verificationStatus: string }[]>;
  applicationsOf(ids: string[], today: string): Promise<ApplicationOverviewRow[]>;
  fundingOutcomesOf(ids: string[]): Promise<Map<string, FundingOutcome>>;
  /** The learner's journey as their dashboard shows it (null: the account is gone). */
  journeyOf(id: string): Promise<{ steps: { title: string }[]; currentStep: number } | null>;
  educationOf(id: string): Promise<{ grade11Subjects: Mark[]; grade12Subjects: Mark[] } | null>;
  /** The common APS (out of 42) of the learner's marks; null without marks. */
  apsOf(id: string): Promise<number | null>;
  applicationEventsOf(applicationId: string): Promise<ApplicationEventRow[]>;
  fundingEventsOf(id: string): Promise<FundingEvent[]>;
}

type Mark = { subject: string; mark: number };

const groupBy = <R extends { userId: string }>(rows: readonly R[]) => {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
};

export function createLearnerFacts(sources: LearnerSources): LearnerFactsPort {
  async function overviews(ids: string[], today: string): Promise<Map<string, LearnerOverview & { applicationRows: ApplicationOverviewRow[] }>> {
    const [names, schools, documents, applications, outcomes] = await Promise.all([
      sources.namesOf(ids),
      sources.schoolsOf(ids),
      sources.documentsOf(ids),
      sources.applicationsOf(ids, today),
      sources.fundingOutcomesOf(ids),
    ]);
    const nameOf = new Map(names.map((row) => [row.id, row.fullName]));
    const schoolOf = new Map(schools.map((row) => [row.userId, row]));
    const documentsBy = groupBy(documents);
    const applicationsBy = groupBy(applications);
    return new Map(
      ids.map((id) => {
        const school = schoolOf.get(id);
        const rows = applicationsBy.get(id) ?? [];
        return [
          id,
          {
            fullName: nameOf.get(id) ?? null,
            school: school?.schoolName ?? null,
            grade: gradeOf(school?.completionYear, today),
            nextDeadline: nextDeadlineOf(rows, today),
            missingDocuments: missingDocumentsOf(documentsBy.get(id) ?? []),
            applications: countsOf(rows.map((row) => row.status)),
            fundingOutcome: outcomes.get(id) ?? null,
            applicationRows: rows,
          },
        ];
      }),
    );
  }

  async function journeySteps(ids: string[]) {
    const steps = await Promise.all(
      ids.map(async (id) => {
        const journey = await sources.journeyOf(id);
        return [id, journey?.steps[journey.currentStep - 1]?.title ?? null] as const;
      }),
    );
    return new Map(steps);
  }

  /** Grade 12 marks when there are any, else Grade 11's. */
  async function marksOf(id: string): Promise<Mark[]> {
    const education = await sources.educationOf(id);
    if (!education) return [];
    return education.grade12Subjects.length > 0 ? education.grade12Subjects : education.grade11Subjects;
  }

  return {
    async overviews(ids, today) {
      const found = await overviews(ids, today);
      return new Map([...found].map(([id, { applicationRows: _rows, ...overview }]) => [id, overview]));
    },

    journeySteps,

    async facts(ids, today): Promise<Map<string, LearnerFacts>> {
      const [found, steps, checks] = await Promise.all([overviews(ids, today), journeySteps(ids), sources.identityChecksOf(ids)]);
      const entries = await Promise.all(
        ids.map(async (id) => {
          const { applicationRows, ...overview } = found.get(id)!;
          const [marks, aps, fundingEvents, applicationEvents] = await Promise.all([
            marksOf(id),
            sources.apsOf(id),
            sources.fundingEventsOf(id),
            Promise.all(applicationRows.map(async (row) => (await sources.applicationEventsOf(row.id)).map((event) => applicationEntry(row, event)))),
          ]);
          const facts: LearnerFacts = {
            ...overview,
            identityCheck: checks.get(id) ?? null,
            journeyStep: steps.get(id) ?? null,
            marks,
            aps,
            applicationList: applicationRows.map((row) => ({
              id: row.id,
              institution: row.institutionName,
              programme: row.programName,
              status: row.status,
              closesOn: row.closesOn,
            })),
            timeline: { applications: applicationEvents.flat(), funding: fundingEvents.map(fundingEntry) },
          };
          return [id, facts] as const;
        }),
      );
      return new Map(entries);
    },
  };
}
