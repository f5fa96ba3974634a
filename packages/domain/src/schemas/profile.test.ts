import { describe, expect, it } from 'vitest';
import { profileValidationTexts as t } from '../profile-texts.ts';
import { addressStepSchema, contactStepSchema, educationStepSchemaAt, personalStepSchema, WIZARD_SUBJECTS } from './profile.ts';

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

const subjects = (count: number, mark = 60) => WIZARD_SUBJECTS.slice(0, count).map((subject) => ({ subject, mark }));
const education = { schoolName: 'Soweto High', province: 'Gauteng', completionYear: 2026, grade11Subjects: subjects(6), grade12Subjects: subjects(7) };
const now = new Date('2026-06-01T10:00:00Z');

describe('the wizard step schemas', () => {
  it('offers 18 named subjects', () => {
    expect(WIZARD_SUBJECTS).toHaveLength(18);
    expect(new Set(WIZARD_SUBJECTS).size).toBe(18);
  });

  it.each([
    [{ fullName: 'A', idNumber: '8001015009087', gender: 'male' }, 'fullName', t.fullNameTooShort],
    [{ fullName: 'Thandi', idNumber: '800101500908', gender: 'male' }, 'idNumber', 'ID Number must be exactly 13 digits'],
    [{ fullName: 'Thandi', idNumber: '8001015009088', gender: 'male' }, 'idNumber', 'Invalid South African ID number'],
    [{ fullName: 'Thandi', idNumber: '8001015009087', gender: '' }, 'gender', 'Gender is required'],
  ])('personal: %o fails on %s', (input, field, message) => {
    expect(firstMessages(personalStepSchema.safeParse(input))[field]).toBe(message);
  });

  it('contact: phone, email and emergency contact messages', () => {
    const messages = firstMessages(
      contactStepSchema.safeParse({ phoneNumber: '08212', contactEmail: 'x', emergencyContactName: 'A', emergencyContactPhone: '0012345678' }),
    );
    expect(messages).toEqual({
      phoneNumber: 'Phone number must be at least 10 digits',
      contactEmail: 'Please enter a valid email address',
      emergencyContactName: 'Emergency contact name is required',
      emergencyContactPhone: 'Invalid South African phone number',
    });
  });

  it('address: defaults to residential and checks the postal code', () => {
    const ok = addressStepSchema.parse({
      streetAddress: '12 Vilakazi Street',
      suburb: 'Orlando West',
      city: 'Soweto',
      province: 'Gauteng',
      postalCode: '1804',
    });
    expect(ok.addressType).toBe('residential');
    const messages = firstMessages(addressStepSchema.safeParse({ streetAddress: '12', suburb: 'O', city: 'S', province: 'Gauteng', postalCode: '18' }));
    expect(messages).toMatchObject({ streetAddress: 'Street address is required', postalCode: 'Postal code must be 4 digits' });
    expect(firstMessages(addressStepSchema.safeParse({ ...ok, postalCode: '18a4' })).postalCode).toBe('Invalid South African postal code');
  });

  it('education: years from 1990 to the current year of the given clock', () => {
    const schema = educationStepSchemaAt(now);
    expect(schema.parse(education).grade12Sitting).toBe('final');
    expect(firstMessages(schema.safeParse({ ...education, completionYear: 1989 })).completionYear).toBe('Invalid year');
    expect(firstMessages(schema.safeParse({ ...education, completionYear: 2027 })).completionYear).toBe('Year cannot be in the future');
    expect(educationStepSchemaAt(new Date('2027-01-02T10:00:00Z')).safeParse({ ...education, completionYear: 2027 }).success).toBe(true);
  });

  it('education: at least 6 subjects per grade, each with a subject and a mark from 0 to 100', () => {
    const schema = educationStepSchemaAt(now);
    expect(firstMessages(schema.safeParse({ ...education, grade11Subjects: subjects(5) })).grade11Subjects).toBe(
      'You must include at least 6 subjects for Grade 11',
    );
    expect(firstMessages(schema.safeParse({ ...education, grade12Subjects: subjects(5) })).grade12Subjects).toBe(
      'You must include at least 6 subjects for Grade 12',
    );
    const rows = [...subjects(5), { subject: 'Other', mark: 101 }];
    expect(firstMessages(schema.safeParse({ ...education, grade11Subjects: rows }))).toEqual({
      'grade11Subjects.5.subject': t.subjectRequired,
      'grade11Subjects.5.mark': 'Mark must be between 0 and 100',
    });
  });
});
