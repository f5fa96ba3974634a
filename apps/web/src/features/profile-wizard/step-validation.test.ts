import { describe, expect, it } from 'vitest';
import { validateEducation } from './step-validation';
import { blankRows, emptyValues, rowOf } from './wizard-values';

const now = new Date('2026-06-01T10:00:00Z');
const education = () => ({
  ...emptyValues(undefined, now).educationInfo,
  schoolName: 'Orlando High',
  province: 'Gauteng',
  grade11Subjects: [...['Mathematics', 'History', 'Geography', 'Accounting', 'Economics', 'Life Orientation'].map((s, i) => rowOf(s, 60 + i)), ...blankRows(1)],
  grade12Subjects: [...['Mathematics', 'History', 'Geography', 'Accounting', 'Economics', 'Life Orientation'].map((s, i) => rowOf(s, 70 + i)), ...blankRows(1)],
});

describe('validateEducation', () => {
  it('skips empty rows and sends numbers, defaulting the year to this year', () => {
    const result = validateEducation(education(), now);
    expect(result.ok && result.body.completionYear).toBe(2026);
    expect(result.ok && result.body.grade11Subjects).toHaveLength(6);
    expect(result.ok && result.body.grade12Subjects[0]).toEqual({ subject: 'Mathematics', mark: 70 });
  });

  it('puts row messages on the rows on screen, gaps included', () => {
    const values = education();
    values.grade11Subjects = [rowOf('Mathematics', 50), ...blankRows(2), { ...rowOf('History', 50), mark: '' }, ...values.grade11Subjects.slice(1)];
    const result = validateEducation(values, now);
    expect(result.ok ? {} : result.errors).toEqual({ 'grade11Subjects.3.mark': 'Mark must be between 0 and 100' });
  });

  it('maps server messages back the same way', () => {
    const values = education();
    values.grade11Subjects = [...blankRows(1), ...values.grade11Subjects];
    const result = validateEducation(values, now);
    if (!result.ok || !result.remap) throw new Error('expected a valid step');
    expect(result.remap({ 'grade11Subjects.0.subject': 'x', schoolName: 'y' })).toEqual({ 'grade11Subjects.1.subject': 'x', schoolName: 'y' });
  });

  it('names an Other row without a name', () => {
    const values = education();
    values.grade12Subjects[6] = { id: 'r', subject: '', mark: '55', other: true };
    const result = validateEducation(values, now);
    expect(result.ok ? {} : result.errors).toEqual({ 'grade12Subjects.6.subject': 'Subject is required' });
  });
});
