// A partner's integration (seed 002 section 4): its statuses in order, the checklist each status
// ticks off, and how the CRM groups them. Pure functions, so the API enforces and the web shows
// the same reading.

export const INTEGRATION_STATUSES = ['pending', 'in_progress', 'integration_details', 'test_api', 'completed'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const INTEGRATION_CHECKLIST_ITEMS = ['mouUploaded', 'integrationDetails', 'apiTest', 'onboardingSession'] as const;
export type IntegrationChecklistItem = (typeof INTEGRATION_CHECKLIST_ITEMS)[number];

/** The integration status from which each API step counts as done (seed 002 section 4). */
const DONE_FROM: Record<Exclude<IntegrationChecklistItem, 'mouUploaded'>, IntegrationStatus> = {
  integrationDetails: 'integration_details',
  apiTest: 'test_api',
  onboardingSession: 'completed',
};

export interface ChecklistInput {
  mouUploadedAt: string | Date | null;
  integrationStatus: IntegrationStatus;
}

/**
 * 'Signed MoU Uploaded' once an MoU is on file; 'API Integration Details Provided' from
 * integration_details on; 'API Test Successful' from test_api on; 'Onboarding Session Complete'
 * at completed.
 */
export function integrationChecklist({ mouUploadedAt, integrationStatus }: ChecklistInput): Record<IntegrationChecklistItem, boolean> {
  const reached = (status: IntegrationStatus) => INTEGRATION_STATUSES.indexOf(integrationStatus) >= INTEGRATION_STATUSES.indexOf(status);
  return {
    mouUploaded: mouUploadedAt !== null,
    integrationDetails: reached(DONE_FROM.integrationDetails),
    apiTest: reached(DONE_FROM.apiTest),
    onboardingSession: reached(DONE_FROM.onboardingSession),
  };
}

/** The 'Integration Complete' badge. */
export const isIntegrationComplete = (status: IntegrationStatus): boolean => status === 'completed';

/** The status after this one, for an "advance" button; null at completed. */
export function nextIntegrationStatus(status: IntegrationStatus): IntegrationStatus | null {
  return INTEGRATION_STATUSES[INTEGRATION_STATUSES.indexOf(status) + 1] ?? null;
}

/** The CRM cards' reading: completed, in progress, anything else Not Started. */
export function integrationStatusGroup(status: IntegrationStatus): 'completed' | 'in_progress' | 'not_started' {
  if (status === 'completed') return 'completed';
  return status === 'pending' ? 'not_started' : 'in_progress';
}
