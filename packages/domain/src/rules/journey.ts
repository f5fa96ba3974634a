// The learner's journey on the dashboard (seed 001 section 4, "Journey steps"), computed from the
// learner's own saved data, plus the profile-completion figure and the document checklist.
// Pure: the server reads the rows and calls these; the browser only shows the answer.

export const JOURNEY_STEP_IDS = ['personal', 'contact', 'address', 'education', 'documents', 'review'] as const;
export type JourneyStepId = (typeof JOURNEY_STEP_IDS)[number];

export const JOURNEY_STEP_STATUSES = ['completed', 'active', 'pending', 'error'] as const;
export type JourneyStepStatus = (typeof JOURNEY_STEP_STATUSES)[number];

export const JOURNEY_STEP_TITLES: Record<JourneyStepId, string> = {
  personal: 'Personal Information',
  contact: 'Contact Details',
  address: 'Address',
  education: 'Education',
  documents: 'Document Upload',
  review: 'Review & Submit',
};

/** The four wizard documents; ID document and Grade 12 results are required (seed 001 section 5). */
export const CHECKLIST_DOCUMENT_TYPES = ['idDocument', 'proofOfResidence', 'grade11Results', 'grade12Results'] as const;
export type ChecklistDocumentType = (typeof CHECKLIST_DOCUMENT_TYPES)[number];
export const REQUIRED_DOCUMENT_TYPES: readonly string[] = ['idDocument', 'grade12Results'];

const FAILED_DOCUMENT_STATUSES: readonly string[] = ['rejected', 'request_resubmission'];

export interface JourneyDocument {
  documentType: string;
  verificationStatus: string;
  /** ISO date-time; the newest document of a type is the one that counts. */
  createdAt: string;
}

export interface JourneyFacts {
  fullName: string | null;
  idNumber: string | null;
  gender: string | null;
  phoneNumber: string | null;
  contactEmail: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  hasAddress: boolean;
  hasEducation: boolean;
  documents: readonly JourneyDocument[];
  applicationStatuses: readonly string[];
}

export interface JourneyStep {
  id: JourneyStepId;
  title: string;
  status: JourneyStepStatus;
}

export interface Journey {
  steps: JourneyStep[];
  /** 1-based number of the current step: the first incomplete one, or the last when all are done. */
  currentStep: number;
  /** Steps shown as completed (a step in error is not counted). */
  completedCount: number;
}

const present = (value: string | null): boolean => value !== null && value.trim() !== '';

/** The newest document of each type, so a re-upload replaces the one it answers. */
export function latestByType<D extends JourneyDocument>(documents: readonly D[]): Map<string, D> {
  const latest = new Map<string, D>();
  for (const document of documents) {
    const held = latest.get(document.documentType);
    if (!held || document.createdAt > held.createdAt) latest.set(document.documentType, document);
  }
  return latest;
}

/**
 * A document type is in error when its newest document was rejected or needs resubmission and no
 * document of that type is approved: the learner has to act (upload again) before it can count.
 */
export function documentTypesInError(documents: readonly JourneyDocument[]): string[] {
  return [...latestByType(documents).values()]
    .filter((latest) => FAILED_DOCUMENT_STATUSES.includes(latest.verificationStatus))
    .filter((latest) => !documents.some((d) => d.documentType === latest.documentType && d.verificationStatus === 'approved'))
    .map((latest) => latest.documentType);
}

function stepDone(facts: JourneyFacts): Record<JourneyStepId, boolean> {
  return {
    personal: present(facts.fullName) && present(facts.idNumber),
    contact: present(facts.phoneNumber) || present(facts.contactEmail),
    address: facts.hasAddress,
    education: facts.hasEducation,
    documents: facts.documents.length > 0,
    review: facts.applicationStatuses.some((status) => status !== 'draft'),
  };
}

function stepInError(facts: JourneyFacts): Record<JourneyStepId, boolean> {
  return {
    personal: false,
    contact: false,
    address: false,
    education: false,
    documents: documentTypesInError(facts.documents).length > 0,
    // An institution asked for changes: the submitted application needs the learner again.
    review: facts.applicationStatuses.includes('resubmission-required'),
  };
}

export function computeJourney(facts: JourneyFacts): Journey {
  const done = stepDone(facts);
  const error = stepInError(facts);
  const firstIncomplete = JOURNEY_STEP_IDS.findIndex((id) => !done[id]);
  const current = firstIncomplete === -1 ? JOURNEY_STEP_IDS.length - 1 : firstIncomplete;
  const steps = JOURNEY_STEP_IDS.map((id, index): JourneyStep => {
    const status: JourneyStepStatus = error[id] ? 'error' : done[id] ? 'completed' : index === current ? 'active' : 'pending';
    return { id, title: JOURNEY_STEP_TITLES[id], status };
  });
  return { steps, currentStep: current + 1, completedCount: steps.filter((step) => step.status === 'completed').length };
}

/** What "profile complete" counts, with the label shown when it is missing. */
const PROFILE_ITEMS: readonly { label: string; done: (facts: JourneyFacts) => boolean }[] = [
  { label: 'Full name', done: (f) => present(f.fullName) },
  { label: 'ID number', done: (f) => present(f.idNumber) },
  { label: 'Gender', done: (f) => present(f.gender) },
  { label: 'Phone number', done: (f) => present(f.phoneNumber) },
  { label: 'Contact email', done: (f) => present(f.contactEmail) },
  { label: 'Emergency contact', done: (f) => present(f.emergencyContactName) && present(f.emergencyContactPhone) },
  { label: 'Address', done: (f) => f.hasAddress },
  { label: 'Education history', done: (f) => f.hasEducation },
  { label: 'ID Document', done: (f) => f.documents.some((d) => d.documentType === 'idDocument') },
  { label: 'Grade 12 Results', done: (f) => f.documents.some((d) => d.documentType === 'grade12Results') },
];

export function profileCompletion(facts: JourneyFacts): { percent: number; missing: string[] } {
  const missing = PROFILE_ITEMS.filter((item) => !item.done(facts)).map((item) => item.label);
  return { percent: Math.round(((PROFILE_ITEMS.length - missing.length) / PROFILE_ITEMS.length) * 100), missing };
}

export interface DocumentCounts {
  pending: number;
  approved: number;
  rejected: number;
  needsResubmission: number;
}

/**
 * The verification banner's counts over the documents that count now: the newest of each wizard
 * type and every application file. null when the learner has no documents (no banner).
 */
export function documentCounts(documents: readonly JourneyDocument[]): DocumentCounts | null {
  if (documents.length === 0) return null;
  const wizardTypes: readonly string[] = CHECKLIST_DOCUMENT_TYPES;
  const current = [
    ...latestByType(documents.filter((d) => wizardTypes.includes(d.documentType))).values(),
    ...documents.filter((d) => !wizardTypes.includes(d.documentType)),
  ];
  const count = (status: string) => current.filter((d) => d.verificationStatus === status).length;
  return { pending: count('pending'), approved: count('approved'), rejected: count('rejected'), needsResubmission: count('request_resubmission') };
}
