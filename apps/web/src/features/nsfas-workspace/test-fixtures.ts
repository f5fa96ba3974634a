import type { NsfasLearner, NsfasQueue } from '@kusasa/domain/schemas/funding/nsfas-workspace';

// Sample answers of the NSFAS workspace's API for its page tests.

export const learnerId = '00000000-0000-4000-8000-0000000000a1';
export const documentId = '00000000-0000-4000-8000-0000000000d1';
export const appealId = '00000000-0000-4000-8000-0000000000e1';

export const queue = (learners: NsfasQueue['learners'] = [queueItem], total = learners.length): NsfasQueue => ({ learners, total, page: 1, pageSize: 25 });

export const queueItem: NsfasQueue['learners'][number] = {
  learnerId,
  fullName: 'Thandi Nkosi',
  identityCheck: { method: 'bureau', bureau: 'Youverify', checkedAt: '2026-02-01T08:00:00.000Z' },
  province: 'Limpopo',
  outcome: 'likely',
  ruleVersion: 'nsfas-2026.1',
  institutionTypes: ['public-university', 'public-tvet'],
  checklistComplete: false,
  status: null,
  openAppeal: true,
  consentedAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

export const learner: NsfasLearner = {
  learnerId,
  fullName: 'Thandi Nkosi',
  province: 'Limpopo',
  identityCheck: { method: 'id-number-format', bureau: null, checkedAt: '2026-02-01T08:00:00.000Z' },
  answers: { citizenship: 'citizen', incomeBand: 'up-to-122000', inGrade12: true, yearStarted: null, fieldsOfStudy: ['engineering'] },
  assessment: {
    outcome: 'likely',
    ruleVersion: 'nsfas-2026.1',
    reasons: [{ code: 'income-within-limit', effect: 'supports', sources: ['N5'], limitRand: 350_000 }],
    assessedAt: '2026-11-02T08:00:00.000Z',
  },
  checklist: [
    {
      item: 'applicant-id',
      document: {
        id: documentId,
        originalName: 'id-copy.pdf',
        verificationStatus: 'pending',
        uploadedAt: '2026-07-01T08:00:00.000Z',
        certifiedOn: '2026-07-01',
        validUntil: '2026-10-01',
        stale: true,
      },
    },
    { item: 'proof-of-income', document: null },
  ],
  checklistComplete: false,
  reference: 'NSFAS-123456',
  status: 'unsuccessful',
  appeals: [
    {
      id: appealId,
      reason: 'income-changed',
      explanation: 'My father lost his job in October.',
      documentIds: [],
      status: 'submitted',
      decisionNote: null,
      submittedAt: '2026-11-10T08:00:00.000Z',
      decidedAt: null,
    },
  ],
  timeline: [
    {
      id: 'e1',
      type: 'status-changed',
      actor: 'learner',
      fromStatus: 'evaluation',
      toStatus: 'unsuccessful',
      note: null,
      details: null,
      createdAt: '2026-11-05T08:00:00.000Z',
    },
  ],
};
