import { describe, expect, it } from 'vitest';
import { learnerEventTitle } from './application-timeline-texts.ts';
import { requestedDocumentsOf } from './rules/admissions.ts';

describe("the learner's timeline words", () => {
  it('names the documents an institution asked for, and says unsuccessful, never rejected', () => {
    expect(learnerEventTitle('documents-requested', null, requestedDocumentsOf({ documentTypes: ['idDocument', 'grade12Results', 'passport'] }))).toBe(
      'Documents requested: ID Document, Grade 12 Results',
    );
    expect(learnerEventTitle('documents-requested', null, requestedDocumentsOf(null))).toBe('Documents requested');
    expect(learnerEventTitle('status-changed', 'rejected')).toBe('Unsuccessful');
  });
});
