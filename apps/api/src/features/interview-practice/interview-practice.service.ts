import { INTERVIEW_FIELDS, INTERVIEW_PRACTICE_PLAN, INTERVIEW_QUESTIONS, interviewFieldOf, type InterviewField } from '@kusasa/domain/rules/interview-practice';
import { interviewPracticeTexts } from '@kusasa/domain/roadmap-texts';
import type { InterviewPractice, InterviewPracticeQuery } from '@kusasa/domain/schemas/roadmap';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';

/** One of the learner's applications with a programme, as the applications and the catalogue hold it. */
export interface PracticeApplication {
  id: string;
  programmeName: string;
  institutionName: string;
  faculty: string | null;
}

type Deps = Pick<Kernel, 'plans'> & { applicationsOf: (userId: string) => Promise<PracticeApplication[]> };

const FIELDS = INTERVIEW_FIELDS.map((field) => ({ field, name: INTERVIEW_QUESTIONS[field].name }));

// Interview practice (issue 31, Pro + AI; decision 0423): the curated questions of the domain for the
// field of one of the learner's applications, or a field they choose.
export function createInterviewPracticeService({ plans, applicationsOf }: Deps) {
  return {
    async of(userId: string, query: InterviewPracticeQuery): Promise<InterviewPractice> {
      await plans.requireFeature(userId, INTERVIEW_PRACTICE_PLAN, interviewPracticeTexts.planRequired);
      const applications = (await applicationsOf(userId)).map((row) => ({
        id: row.id,
        programmeName: row.programmeName,
        institutionName: row.institutionName,
        field: interviewFieldOf(row.programmeName, row.faculty),
      }));
      const chosen = query.application ? applications.find((row) => row.id === query.application) : undefined;
      if (query.application && !chosen) throw new AppError('NOT_FOUND', interviewPracticeTexts.unknownApplication);
      const fallback = query.field ? undefined : applications[0];
      const application = chosen ?? fallback ?? null;
      const field: InterviewField = chosen?.field ?? query.field ?? fallback?.field ?? 'general';
      return {
        applications,
        fields: FIELDS,
        selected: { field, name: INTERVIEW_QUESTIONS[field].name, applicationId: application?.id ?? null },
        questions: INTERVIEW_QUESTIONS[field].questions.map(({ question, tip }) => ({ question, tip })),
      };
    },
  };
}

export type InterviewPracticeService = ReturnType<typeof createInterviewPracticeService>;
