import {
  type CaseloadItem,
  type CaseloadLearner,
  type CounselorProfile,
  caseloadItemSchema,
  caseloadLearnerSchema,
  counselorProfileSchema,
} from '@kusasa/domain/schemas/counselors/caseload';

// Bodies as the counselor's endpoints answer them, parsed with the contract's schemas.

export const LEARNER_ID = '55555555-5555-4555-8555-555555555555';
export const OTHER_ID = '66666666-6666-4666-8666-666666666666';

export const profile = (overrides: Partial<CounselorProfile> = {}): CounselorProfile =>
  counselorProfileSchema.parse({ status: 'approved', reason: null, code: 'KC-7KX2QP', school: null, organization: 'Soweto High', ...overrides });

/** A learner who shares everything. */
export const fullItem = (overrides: Partial<CaseloadItem> = {}): CaseloadItem =>
  caseloadItemSchema.parse({
    learnerId: LEARNER_ID,
    fullName: 'Thandi Nkosi',
    school: 'Soweto High',
    grade: '12',
    scopes: ['journey', 'documents', 'marks', 'applications', 'funding'],
    endsOn: '2026-12-31',
    nextDeadline: { date: '2026-09-30', what: 'University of Johannesburg: BEng' },
    journeyStep: 'Applications',
    missingDocuments: ['Proof of residence'],
    applications: { drafts: 1, submitted: 2, inProgress: 0, approved: 1, rejected: 0, other: 0 },
    fundingOutcome: 'likely',
    ...overrides,
  });

/** A learner who shares only their journey. */
export const journeyOnlyItem = (): CaseloadItem =>
  fullItem({
    learnerId: OTHER_ID,
    fullName: 'Sipho Dlamini',
    scopes: ['journey'],
    nextDeadline: null,
    missingDocuments: null,
    applications: null,
    fundingOutcome: null,
  });

export const learner = (overrides: Partial<CaseloadLearner> = {}): CaseloadLearner =>
  caseloadLearnerSchema.parse({
    ...fullItem(),
    identityCheck: { method: 'manual', bureau: null, checkedAt: '2026-11-01T08:00:00.000Z' },
    marks: [{ subject: 'Mathematics', mark: 72 }],
    aps: 34,
    applicationList: [
      { id: '77777777-7777-4777-8777-777777777777', institution: 'University of Johannesburg', programme: 'BEng', status: 'submitted', closesOn: '2026-09-30' },
    ],
    timeline: [{ at: '2026-11-20T08:00:00.000Z', what: 'Application submitted', detail: 'University of Johannesburg' }],
    notes: [
      {
        id: '88888888-8888-4888-8888-888888888881',
        body: 'Upload your proof of residence.',
        visibility: 'learner',
        counselorName: 'Mr Mokoena',
        createdAt: '2026-11-21T08:00:00.000Z',
      },
      {
        id: '88888888-8888-4888-8888-888888888882',
        body: 'Call her mother.',
        visibility: 'private',
        counselorName: 'Mr Mokoena',
        createdAt: '2026-11-20T08:00:00.000Z',
      },
    ],
    ...overrides,
  });

/** A learner who shares only their journey: every other part null. */
export const journeyOnlyLearner = () => learner({ ...journeyOnlyItem(), marks: null, aps: null, applicationList: null, timeline: [], notes: [] });
