import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionTexts, profileValidationTexts } from '@kusasa/domain/profile-texts';
import { documents } from '../../db/schema/documents.ts';
import { educationRecords, subjectMarks } from '../../db/schema/student-profile.ts';
import { registerStudent, testClock } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addressBody, contactBody, educationBody, fieldsOf, profileOf, send, subjects } from './profile-test-helpers.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const saveEducation = (cookie: string, payload: unknown) => send(t.app, 'PUT', '/api/profile/education', { cookie, payload });
async function marksOf(userId: string) {
  const [record] = await t.database.db.select().from(educationRecords).where(eq(educationRecords.userId, userId));
  if (!record) return { record: undefined, marks: [] };
  const marks = await t.database.db
    .select()
    .from(subjectMarks)
    .where(eq(subjectMarks.educationRecordId, record.id))
    .orderBy(subjectMarks.gradeLevel, subjectMarks.position);
  return { record, marks: marks.map((m) => `${m.gradeLevel}:${m.position}:${m.subjectName}:${m.mark}`) };
}
async function studentId(cookie: string) {
  const session = await send(t.app, 'GET', '/api/auth/session', { cookie });
  return session.json<{ user: { id: string } }>().user.id;
}

describe('PUT /api/profile/education', () => {
  it('saves the record and both grades in order, and replaces them on the next save', async () => {
    const { cookie } = await registerStudent(t.app);
    const first = await saveEducation(cookie, educationBody());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      education: {
        schoolName: 'Orlando High School',
        completionYear: 2025,
        grade12Sitting: 'trial',
        grade11Subjects: subjects(7),
        grade12Subjects: [...subjects(6, 70), { subject: 'Tourism', mark: 88 }],
      },
      steps: { education: true },
      progress: { currentStep: 4 },
    });
    const { grade12Sitting: _sitting, ...withoutSitting } = educationBody({ grade11Subjects: subjects(6, 50), grade12Subjects: subjects(6, 55).reverse() });
    const second = await saveEducation(cookie, withoutSitting);
    expect(second.statusCode).toBe(200);
    const { marks } = await marksOf(await studentId(cookie));
    expect(marks).toHaveLength(12);
    expect((await profileOf(t.app, cookie)).education).toMatchObject({
      grade12Sitting: 'final',
      grade11Subjects: subjects(6, 50),
      grade12Subjects: subjects(6, 55).reverse(),
    });
  });

  it('allows this year by the server clock, not a later one', async () => {
    const { cookie } = await registerStudent(t.app);
    expect((await saveEducation(cookie, educationBody({ completionYear: 2026 }))).statusCode).toBe(200);
    const future = await saveEducation(cookie, educationBody({ completionYear: 2027 }));
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future)).toEqual({ completionYear: 'Year cannot be in the future' });
  });

  it.each([
    [{ completionYear: 1989 }, 'completionYear', 'Invalid year'],
    [{ completionYear: 'last year' }, 'completionYear', 'Invalid year'],
    [{ schoolName: 'X' }, 'schoolName', profileValidationTexts.schoolRequired],
    [{ province: '' }, 'province', 'Please select a province'],
    [{ grade11Subjects: subjects(5) }, 'grade11Subjects', 'You must include at least 6 subjects for Grade 11'],
    [{ grade12Subjects: subjects(5) }, 'grade12Subjects', 'You must include at least 6 subjects for Grade 12'],
    [{ grade12Subjects: [...subjects(5), { subject: 'History', mark: 101 }] }, 'grade12Subjects.5.mark', 'Mark must be between 0 and 100'],
    [{ grade11Subjects: [...subjects(5), { subject: '', mark: 50 }] }, 'grade11Subjects.5.subject', profileValidationTexts.subjectRequired],
    [{ grade11Subjects: [...subjects(5), { subject: 'Other', mark: 50 }] }, 'grade11Subjects.5.subject', profileValidationTexts.subjectRequired],
  ])('refuses %o (%s: %s) and keeps what was saved', async (change, field, message) => {
    const { cookie } = await registerStudent(t.app);
    await saveEducation(cookie, educationBody());
    const before = await marksOf(await studentId(cookie));
    const response = await saveEducation(cookie, educationBody({ schoolName: 'Changed School', ...change }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)[field]).toBe(message);
    expect(await marksOf(await studentId(cookie))).toEqual(before);
  });

  it('writes the record and the marks in one transaction: a failed mark insert leaves the old ones', async () => {
    const { cookie } = await registerStudent(t.app);
    await saveEducation(cookie, educationBody());
    const userId = await studentId(cookie);
    const before = await marksOf(userId);
    const { db } = t.database;
    await db.execute(
      sql`create function kusasa_test_fail_marks() returns trigger language plpgsql as $$ begin if new.subject_name = 'Explode' then raise exception 'injected failure'; end if; return new; end $$`,
    );
    await db.execute(sql`create trigger kusasa_test_fail_marks before insert on subject_marks for each row execute function kusasa_test_fail_marks()`);
    try {
      const response = await saveEducation(
        cookie,
        educationBody({ schoolName: 'Another School', grade12Subjects: [...subjects(6), { subject: 'Explode', mark: 50 }] }),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger kusasa_test_fail_marks on subject_marks`);
    }
    expect(await marksOf(userId)).toEqual(before);
    expect((await profileOf(t.app, cookie)).education?.schoolName).toBe('Orlando High School');
  });

  it("never touches another learner's education", async () => {
    const me = await registerStudent(t.app);
    const other = await registerStudent(t.app);
    await saveEducation(other.cookie, educationBody({ schoolName: 'Other School' }));
    await saveEducation(me.cookie, educationBody());
    expect((await profileOf(t.app, other.cookie)).education?.schoolName).toBe('Other School');
  });
});

describe('PUT and DELETE /api/profile/progress', () => {
  const draft = {
    contactInfo: { phoneNumber: '082 12' },
    educationInfo: { schoolName: 'Half typed', grade11Subjects: [{ id: 'r1', subject: 'Mathematics', mark: '7' }] },
  };

  it('keeps the saved place and the draft (Save & Exit), and Start New clears them but not the saved data', async () => {
    const { cookie } = await registerStudent(t.app);
    await send(t.app, 'PUT', '/api/profile/address', { cookie, payload: addressBody });
    const saved = await send(t.app, 'PUT', '/api/profile/progress', { cookie, payload: { currentStep: 3, isDataSaved: true, draft } });
    expect(saved.statusCode).toBe(200);
    expect((await profileOf(t.app, cookie)).progress).toEqual({ currentStep: 3, isDataSaved: true, draft, completedAt: null });

    const reset = await send(t.app, 'DELETE', '/api/profile/progress', { cookie });
    expect(reset.statusCode).toBe(200);
    const profile = await profileOf(t.app, cookie);
    expect(profile.progress).toEqual({ currentStep: 0, isDataSaved: false, draft: {}, completedAt: null });
    expect(profile.address).toMatchObject(addressBody);
  });

  it.each([
    [{ currentStep: 6, isDataSaved: true }, 'currentStep'],
    [{ currentStep: -1, isDataSaved: true }, 'currentStep'],
    [{ currentStep: 2 }, 'isDataSaved'],
    [{ currentStep: 2, isDataSaved: true, draft: { contactInfo: { phoneNumber: 'x'.repeat(201) } } }, 'draft.contactInfo.phoneNumber'],
  ])('refuses %o', async (payload, field) => {
    const { cookie } = await registerStudent(t.app);
    const response = await send(t.app, 'PUT', '/api/profile/progress', { cookie, payload });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(response))).toContain(field);
    expect((await profileOf(t.app, cookie)).progress.isDataSaved).toBe(false);
  });

  it("keeps each learner's place apart", async () => {
    const me = await registerStudent(t.app);
    const other = await registerStudent(t.app);
    await send(t.app, 'PUT', '/api/profile/progress', { cookie: other.cookie, payload: { currentStep: 2, isDataSaved: true, draft } });
    await send(t.app, 'DELETE', '/api/profile/progress', { cookie: me.cookie });
    expect((await profileOf(t.app, other.cookie)).progress).toMatchObject({ currentStep: 2, isDataSaved: true });
  });
});

describe('POST /api/profile/complete', () => {
  it('lists what is missing (400) and writes nothing', async () => {
    const { cookie } = await registerStudent(t.app);
    const response = await send(t.app, 'POST', '/api/profile/complete', { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ missing: ['contact', 'address', 'education', 'idDocument', 'grade12Results'] });
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      `${completionTexts.missingMessage} Contact Information, Address Information, Education History, ID Document upload, Grade 12 Results upload.`,
    );
    expect((await profileOf(t.app, cookie)).progress.completedAt).toBeNull();
  });

  it('completes a profile with every step and the required documents, and clears the saved flag', async () => {
    const { cookie } = await registerStudent(t.app);
    const userId = await studentId(cookie);
    await send(t.app, 'PUT', '/api/profile/contact', { cookie, payload: contactBody });
    await send(t.app, 'PUT', '/api/profile/address', { cookie, payload: addressBody });
    await saveEducation(cookie, educationBody());
    await send(t.app, 'PUT', '/api/profile/progress', { cookie, payload: { currentStep: 5, isDataSaved: true, draft: {} } });
    const file = { userId, mimeType: 'application/pdf', sizeBytes: 1000 };
    await t.database.db.insert(documents).values({ ...file, documentType: 'idDocument', filePath: `users/${userId}/documents/id.pdf` });
    const stillMissing = await send(t.app, 'POST', '/api/profile/complete', { cookie });
    expect(stillMissing.json()).toMatchObject({ missing: ['grade12Results'] });

    await t.database.db.insert(documents).values({ ...file, documentType: 'grade12Results', filePath: `users/${userId}/documents/g12.pdf` });
    const response = await send(t.app, 'POST', '/api/profile/complete', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Profile Complete', completedAt: clock.now.toISOString() });
    const profile = await profileOf(t.app, cookie);
    expect(profile.progress).toMatchObject({ isDataSaved: false, completedAt: clock.now.toISOString(), currentStep: 5 });
    expect(profile.steps).toEqual({ personal: true, contact: true, address: true, education: true, documents: true });
    expect(await t.database.db.select().from(documents).where(eq(documents.userId, userId))).toHaveLength(2);
  });
});
