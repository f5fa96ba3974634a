import { z } from 'zod';
import { type CounselorSchool, type NewNote, type Nudge, noteSchema } from '@kusasa/domain/schemas/counselors/common';
import {
  type CaseloadQuery,
  caseloadLearnerSchema,
  caseloadSchema,
  counselorInvitationSchema,
  counselorProfileSchema,
} from '@kusasa/domain/schemas/counselors/caseload';
import { apiCall } from '../../../lib/api-client';

// The counselor's workspace (issue 29): their account, school and code, invitations, the
// caseload, one learner and notes. Routes in packages/domain/src/schemas/counselors/common.ts.

export const counselorKeys = {
  all: ['counselor'] as const,
  me: () => [...counselorKeys.all, 'me'] as const,
  caseload: (query: CaseloadQuery) => [...counselorKeys.all, 'caseload', query] as const,
  learner: (learnerId: string) => [...counselorKeys.all, 'learner', learnerId] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** The caseload's query as sent: empty filters and the first page are left out. */
export function caseloadParams(query: CaseloadQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value).trim();
    if (text === '' || (key === 'page' && text === '1')) continue;
    params[key] = text;
  }
  return params;
}

export const getMe = (signal?: AbortSignal) => apiCall('/api/counselor/me', { signal, schema: counselorProfileSchema });

export const putSchool = (body: CounselorSchool) => apiCall('/api/counselor/school', { method: 'PUT', body, schema: counselorProfileSchema });

export const inviteLearner = (body: { email: string }) =>
  apiCall('/api/counselor/invitations', { method: 'POST', body, schema: z.object({ invitation: counselorInvitationSchema }) });

export const getCaseload = (query: CaseloadQuery, signal?: AbortSignal) =>
  apiCall('/api/counselor/caseload', { query: caseloadParams(query), signal, schema: caseloadSchema });

export const getLearner = (learnerId: string, signal?: AbortSignal) =>
  apiCall(`/api/counselor/learners/${id(learnerId)}`, { signal, schema: caseloadLearnerSchema });

export const postNote = (learnerId: string, body: NewNote) =>
  apiCall(`/api/counselor/learners/${id(learnerId)}/notes`, { method: 'POST', body, schema: z.object({ note: noteSchema }) });

/** A reminder to the learners chosen: all or nothing (403 when one is no longer linked). */
export const postNudge = (body: Nudge) => apiCall('/api/counselor/nudges', { method: 'POST', body, schema: z.object({ sent: z.number().int() }) });

/** Every linked learner as CSV, downloaded by the browser (the session cookie goes with it). */
export const CASELOAD_CSV_PATH = '/api/counselor/caseload.csv';

/** The learner's one-page summary for a parent meeting, opened by the browser. */
export const summaryPdfPath = (learnerId: string) => `/api/counselor/learners/${id(learnerId)}/summary.pdf`;
