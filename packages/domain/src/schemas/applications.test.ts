import { describe, expect, it } from 'vitest';
import { applicationFieldTexts as f } from '../application-texts.ts';
import { applicationDraftInputSchema, applicationFormSchema, applicationSubmitSchema } from './applications.ts';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const UUID = '22222222-2222-4222-8222-222222222222';
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('application schemas', () => {
  it("answer the seed's messages for every missing field of the form", () => {
    expect(
      messages(applicationFormSchema.safeParse({ clientId: CLIENT, fullName: ' ', idNumber: '', grade12Results: '', institutionId: '', programId: '' })),
    ).toEqual({
      fullName: f.fullNameRequired,
      idNumber: f.idNumberRequired,
      grade12Results: f.grade12ResultsRequired,
      institutionId: f.universityRequired,
      programId: f.programRequired,
    });
  });

  it('let the API body leave out name and ID number (the server takes them from the profile)', () => {
    expect(applicationSubmitSchema.safeParse({ clientId: CLIENT, grade12Results: 'Maths 70%', institutionId: UUID, programId: UUID }).success).toBe(true);
  });

  it('limit the personal statement to 2000 characters', () => {
    const body = { clientId: CLIENT, grade12Results: 'x', institutionId: UUID, programId: UUID };
    expect(applicationSubmitSchema.safeParse({ ...body, personalStatement: 'a'.repeat(2000) }).success).toBe(true);
    expect(messages(applicationSubmitSchema.safeParse({ ...body, personalStatement: 'a'.repeat(2001) }))).toEqual({
      personalStatement: f.personalStatementTooLong,
    });
  });

  it('accept an incomplete draft and read an empty select as none', () => {
    expect(applicationDraftInputSchema.parse({})).toEqual({});
    expect(applicationDraftInputSchema.parse({ institutionId: '', programId: null })).toEqual({ institutionId: null, programId: null });
    expect(applicationDraftInputSchema.safeParse({ institutionId: 'not-a-uuid' }).success).toBe(false);
  });
});
