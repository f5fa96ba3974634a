import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type InterviewPractice, type InterviewPracticeQuery, interviewPracticeSchema } from '@kusasa/domain/schemas/roadmap';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

const queryOf = ({ application, field }: InterviewPracticeQuery) =>
  application ? `?application=${encodeURIComponent(application)}` : field ? `?field=${encodeURIComponent(field)}` : '';

/** GET /api/interview-practice: the questions for one of the learner's applications or a field (Pro + AI; else 403 PLAN_LIMIT). */
export function getInterviewPractice(choice: InterviewPracticeQuery, signal?: AbortSignal): Promise<InterviewPractice> {
  return apiCall(`/api/interview-practice${queryOf(choice)}`, { signal, schema: interviewPracticeSchema });
}

export function useInterviewPractice(choice: InterviewPracticeQuery) {
  return useQuery({
    queryKey: learnerKeys.interviewPractice(queryOf(choice)),
    queryFn: ({ signal }) => getInterviewPractice(choice, signal),
    // The old questions stay while another field's load, so the chooser keeps its place.
    placeholderData: keepPreviousData,
  });
}
