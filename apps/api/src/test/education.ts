import { WIZARD_SUBJECTS } from '@kusasa/domain/schemas/profile';

/** `count` of the wizard's subjects with marks from `mark` upwards. */
export const subjects = (count: number, mark = 65) => WIZARD_SUBJECTS.slice(0, count).map((subject, index) => ({ subject, mark: mark + index }));

/** A complete education step (PUT /api/profile/education), for any test that needs a learner's marks. */
export const educationBody = (overrides: Record<string, unknown> = {}) => ({
  schoolName: 'Orlando High School',
  province: 'Gauteng',
  completionYear: 2025,
  grade12Sitting: 'trial',
  grade11Subjects: subjects(7),
  grade12Subjects: [...subjects(6, 70), { subject: 'Tourism', mark: 88 }],
  ...overrides,
});
