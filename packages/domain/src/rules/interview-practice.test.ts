import { describe, expect, it } from 'vitest';
import { INTERVIEW_FIELDS, INTERVIEW_QUESTIONS, interviewFieldOf, practiceQuestionsFor } from './interview-practice.ts';

describe('interview practice', () => {
  it('finds the field from a programme name and faculty', () => {
    expect(interviewFieldOf('Bachelor of Nursing', 'Health Sciences')).toBe('health-sciences');
    expect(interviewFieldOf('BEng Civil Engineering', null)).toBe('engineering');
    expect(interviewFieldOf('Bachelor of Education (Foundation Phase)', 'Education')).toBe('teaching');
    expect(interviewFieldOf('LLB', 'Law')).toBe('law');
    expect(interviewFieldOf('BCom Accounting', 'Economic and Management Sciences')).toBe('commerce');
    expect(interviewFieldOf('BA Fine Art', 'Humanities')).toBe('arts');
    expect(interviewFieldOf('NC(V) Electrical Infrastructure', 'TVET')).toBe('tvet-trades');
    expect(interviewFieldOf('Bachelor of Science', undefined)).toBe('general');
  });

  it('tries specific fields first: an artisan is a trade, engineering design is engineering', () => {
    expect(interviewFieldOf('Artisan development: welding')).toBe('tvet-trades');
    expect(interviewFieldOf('Diploma in Engineering Design')).toBe('engineering');
  });

  it('reads a question to Thandi the same way', () => {
    expect(interviewFieldOf('interview practice questions for nursing')).toBe('health-sciences');
    expect(interviewFieldOf('what will they ask me at my interview?')).toBe('general');
  });

  it('has at least five questions with a tip for every field', () => {
    for (const field of INTERVIEW_FIELDS) {
      expect(practiceQuestionsFor(field).length).toBeGreaterThanOrEqual(5);
      for (const { question, tip } of INTERVIEW_QUESTIONS[field].questions) {
        expect(question).toMatch(/\?$|\.$/);
        expect(tip.length).toBeGreaterThan(20);
      }
    }
  });
});
