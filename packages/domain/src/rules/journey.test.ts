import { describe, expect, it } from 'vitest';
import { computeJourney, documentCounts, documentTypesInError, type JourneyFacts, type JourneyStepStatus, profileCompletion } from './journey.ts';

const nothing: JourneyFacts = {
  fullName: null,
  idNumber: null,
  gender: null,
  phoneNumber: null,
  contactEmail: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
  hasAddress: false,
  hasEducation: false,
  documents: [],
  applicationStatuses: [],
};
const registered: JourneyFacts = { ...nothing, fullName: 'Thandi Nkosi', idNumber: '0001015800085', gender: 'female' };
const doc = (documentType: string, verificationStatus: string, createdAt = '2026-03-01T08:00:00.000Z') => ({ documentType, verificationStatus, createdAt });
const everything: JourneyFacts = {
  ...registered,
  phoneNumber: '0821234567',
  contactEmail: 'thandi@example.com',
  emergencyContactName: 'Mbali Nkosi',
  emergencyContactPhone: '0831234567',
  hasAddress: true,
  hasEducation: true,
  documents: [doc('idDocument', 'approved'), doc('grade12Results', 'pending')],
  applicationStatuses: ['submitted'],
};

const statuses = (facts: JourneyFacts) => computeJourney(facts).steps.map((step) => step.status);
const S = { c: 'completed', a: 'active', p: 'pending', e: 'error' } as const satisfies Record<string, JourneyStepStatus>;
const row = (code: string) => code.split('').map((letter) => S[letter as keyof typeof S]);

describe('computeJourney', () => {
  it('names the six steps of the seed in order', () => {
    expect(computeJourney(nothing).steps.map((step) => step.title)).toEqual([
      'Personal Information',
      'Contact Details',
      'Address',
      'Education',
      'Document Upload',
      'Review & Submit',
    ]);
  });

  it.each<[string, JourneyFacts, string, number, number]>([
    ['nothing saved', nothing, 'appppp', 1, 0],
    ['only a full name', { ...nothing, fullName: 'Thandi' }, 'appppp', 1, 0],
    ['a blank ID number', { ...registered, idNumber: '  ' }, 'appppp', 1, 0],
    ['just registered (name and ID)', registered, 'capppp', 2, 1],
    ['a phone number only', { ...registered, phoneNumber: '0821234567' }, 'ccappp', 3, 2],
    ['a contact email only', { ...registered, contactEmail: 'a@b.co' }, 'ccappp', 3, 2],
    ['an address before contact details', { ...registered, hasAddress: true }, 'cacppp', 2, 2],
    ['an education record', { ...registered, contactEmail: 'a@b.co', hasAddress: true, hasEducation: true }, 'ccccap', 5, 4],
    ['a document uploaded', { ...everything, applicationStatuses: [] }, 'ccccca', 6, 5],
    ['only a draft application', { ...everything, applicationStatuses: ['draft'] }, 'ccccca', 6, 5],
    ['everything done', everything, 'cccccc', 6, 6],
    ['an application with any other status', { ...everything, applicationStatuses: ['draft', 'under-review'] }, 'cccccc', 6, 6],
    ['a document rejected', { ...everything, documents: [doc('idDocument', 'rejected')] }, 'ccccec', 6, 5],
    ['a document needing resubmission', { ...everything, documents: [doc('grade12Results', 'request_resubmission')] }, 'ccccec', 6, 5],
    ['an application needing resubmission', { ...everything, applicationStatuses: ['resubmission-required'] }, 'ccccce', 6, 5],
    ['a rejected document before the steps ahead of it', { ...registered, documents: [doc('idDocument', 'rejected')] }, 'cappep', 2, 1],
  ])('%s', (_name, facts, expected, currentStep, completedCount) => {
    const journey = computeJourney(facts);
    expect(statuses(facts)).toEqual(row(expected));
    expect(journey.currentStep).toBe(currentStep);
    expect(journey.completedCount).toBe(completedCount);
  });
});

describe('documentTypesInError', () => {
  it.each<[string, ReturnType<typeof doc>[], string[]]>([
    ['none', [], []],
    ['pending and approved', [doc('idDocument', 'pending'), doc('grade12Results', 'approved')], []],
    ['a rejected one', [doc('idDocument', 'rejected')], ['idDocument']],
    ['rejected, then uploaded again', [doc('idDocument', 'rejected', '2026-03-01T08:00:00Z'), doc('idDocument', 'pending', '2026-03-02T08:00:00Z')], []],
    ['approved once, a later one rejected', [doc('idDocument', 'approved', '2026-03-01T08:00:00Z'), doc('idDocument', 'rejected', '2026-03-02T08:00:00Z')], []],
    [
      'uploaded, then a newer one needs resubmission',
      [doc('grade11Results', 'pending', '2026-03-01T08:00:00Z'), doc('grade11Results', 'request_resubmission', '2026-03-02T08:00:00Z')],
      ['grade11Results'],
    ],
  ])('%s', (_name, documents, expected) => {
    expect(documentTypesInError(documents)).toEqual(expected);
  });
});

describe('profileCompletion', () => {
  it('is 0% with everything missing and 100% with nothing missing', () => {
    expect(profileCompletion(nothing).percent).toBe(0);
    expect(profileCompletion(nothing).missing).toContain('Full name');
    expect(profileCompletion(everything)).toEqual({ percent: 100, missing: [] });
  });

  it('counts what registration saved', () => {
    expect(profileCompletion(registered)).toEqual({
      percent: 30,
      missing: ['Phone number', 'Contact email', 'Emergency contact', 'Address', 'Education history', 'ID Document', 'Grade 12 Results'],
    });
  });
});

describe('documentCounts', () => {
  it('is null without documents', () => {
    expect(documentCounts([])).toBeNull();
  });

  it('counts the newest of each wizard type and every application file', () => {
    const documents = [
      doc('idDocument', 'rejected', '2026-03-01T08:00:00Z'),
      doc('idDocument', 'approved', '2026-03-02T08:00:00Z'),
      doc('grade12Results', 'request_resubmission'),
      doc('proofOfResidence', 'rejected'),
      doc('applicationDocument', 'pending'),
      doc('applicationDocument', 'pending'),
    ];
    expect(documentCounts(documents)).toEqual({ pending: 2, approved: 1, rejected: 1, needsResubmission: 1 });
  });
});
