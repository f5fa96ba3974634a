import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileValidationTexts } from '@kusasa/domain/profile-texts';
import { addresses } from '../../db/schema/student-profile.ts';
import { users } from '../../db/schema/users.ts';
import { makeSaId } from '../../test/factories.ts';
import { registerStudent, testClock } from '../../test/http.ts';
import { signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addressBody, contactBody, fieldsOf, profileOf, send } from './profile-test-helpers.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/profile', () => {
  it('shows a registered learner their registration details and an empty wizard', async () => {
    const { cookie, input } = await registerStudent(t.app, { gender: 'non-binary' });
    const profile = await profileOf(t.app, cookie);
    expect(profile.personal).toEqual({
      fullName: input.fullName,
      idNumber: input.idNumber,
      gender: 'other',
      idNumberLocked: true,
      identityCheck: { method: 'id-number-format', bureau: null, checkedAt: expect.any(String) as unknown },
    });
    expect(profile.contact).toEqual({ phoneNumber: null, contactEmail: null, emergencyContactName: null, emergencyContactPhone: null });
    expect(profile.address).toBeNull();
    expect(profile.education).toBeNull();
    expect(profile.steps).toEqual({ personal: true, contact: false, address: false, education: false, documents: false });
    expect(profile.progress).toEqual({ currentStep: 0, isDataSaved: false, draft: {}, completedAt: null });
  });

  it('needs a signed-in student', async () => {
    expect((await send(t.app, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await send(t.app, 'PUT', '/api/profile/address', { payload: addressBody })).statusCode).toBe(401);
    for (const userType of ['consultant', 'sponsor', 'admin'] as const) {
      const other = await signedInAs(t, userType);
      expect((await send(t.app, 'GET', '/api/profile', { cookie: other.cookie })).statusCode).toBe(403);
      expect((await send(t.app, 'PUT', '/api/profile/address', { cookie: other.cookie, payload: addressBody })).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/profile/personal', () => {
  it('saves the name and gender, keeps the verified ID number and moves the wizard on', async () => {
    const { cookie, input } = await registerStudent(t.app);
    const response = await send(t.app, 'PUT', '/api/profile/personal', {
      cookie,
      payload: { fullName: '  Thandi Nkosi ', idNumber: input.idNumber, gender: 'prefer-not-to-say' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ personal: { fullName: 'Thandi Nkosi', gender: 'prefer-not-to-say' }, progress: { currentStep: 1 } });
  });

  it('refuses to change an ID number verified at registration', async () => {
    const { cookie, input, body } = await registerStudent(t.app);
    const response = await send(t.app, 'PUT', '/api/profile/personal', {
      cookie,
      payload: { fullName: 'Thandi Nkosi', idNumber: makeSaId(), gender: 'female' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ idNumber: profileValidationTexts.idNumberLocked });
    const profile = await profileOf(t.app, cookie);
    expect(profile.personal).toMatchObject({ fullName: input.fullName, idNumber: input.idNumber });
    expect(body.trackingId).toBeTruthy();
  });

  it('sets an ID number the account has not got, unless another account holds it (409)', async () => {
    const owner = await registerStudent(t.app);
    const learner = await signedInAs(t, 'student');
    const taken = await send(t.app, 'PUT', '/api/profile/personal', {
      cookie: learner.cookie,
      payload: { fullName: 'Sipho Dlamini', idNumber: owner.input.idNumber, gender: 'male' },
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual({ idNumber: profileValidationTexts.idNumberTaken });
    expect((await userRow(learner.id)).idNumber).toBeNull();

    const idNumber = makeSaId({ gender: 'male' });
    const saved = await send(t.app, 'PUT', '/api/profile/personal', {
      cookie: learner.cookie,
      payload: { fullName: 'Sipho Dlamini', idNumber, gender: 'male' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await userRow(learner.id)).idNumber).toBe(idNumber);
  });

  it.each([
    [{ fullName: 'T', gender: 'female' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ fullName: 'Thandi', idNumber: '12345', gender: 'female' }, 'idNumber', 'ID Number must be exactly 13 digits'],
    [{ fullName: 'Thandi', idNumber: '8001015009088', gender: 'female' }, 'idNumber', 'Invalid South African ID number'],
    [{ fullName: 'Thandi', gender: '' }, 'gender', 'Gender is required'],
    [{ fullName: 'Thandi', gender: 'non-binary' }, 'gender', 'Gender is required'],
  ])('refuses %o with "%s: %s" and writes nothing', async (payload, field, message) => {
    const learner = await signedInAs(t, 'student');
    const before = await userRow(learner.id);
    const response = await send(t.app, 'PUT', '/api/profile/personal', { cookie: learner.cookie, payload: { idNumber: makeSaId(), ...payload } });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)[field]).toBe(message);
    expect(await userRow(learner.id)).toEqual(before);
  });
});

describe('PUT /api/profile/contact', () => {
  it('saves the contact details in the +27 form and touches nobody else', async () => {
    const me = await registerStudent(t.app);
    const other = await registerStudent(t.app);
    const response = await send(t.app, 'PUT', '/api/profile/contact', { cookie: me.cookie, payload: contactBody });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      contact: {
        phoneNumber: '+27821234567',
        contactEmail: contactBody.contactEmail,
        emergencyContactName: 'Nomsa Nkosi',
        emergencyContactPhone: '+27837654321',
      },
      steps: { contact: true },
      progress: { currentStep: 2 },
    });
    const untouched = await profileOf(t.app, other.cookie);
    expect(untouched.contact.phoneNumber).toBeNull();
    expect(untouched.progress.currentStep).toBe(0);
  });

  it.each([
    ['(012) 345 6789', '+27 (0)83 765 4321', '+27123456789', '+27837654321'],
    ['0027 82 123 4567', '27837654321', '+27821234567', '+27837654321'],
    ['082.123.4567', '083-765-4321', '+27821234567', '+27837654321'],
  ])('stores %j and %j in E.164', async (phoneNumber, emergencyContactPhone, storedPhone, storedEmergency) => {
    const learner = await signedInAs(t, 'student');
    const response = await send(t.app, 'PUT', '/api/profile/contact', {
      cookie: learner.cookie,
      payload: { ...contactBody, phoneNumber, emergencyContactPhone },
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(learner.id)).toMatchObject({ phoneNumber: storedPhone, emergencyContactPhone: storedEmergency });
  });

  it('refuses bad contact details with the seed messages and writes nothing', async () => {
    const learner = await signedInAs(t, 'student');
    const before = await userRow(learner.id);
    const response = await send(t.app, 'PUT', '/api/profile/contact', {
      cookie: learner.cookie,
      payload: { phoneNumber: '082 123', contactEmail: 'not-an-email', emergencyContactName: 'N', emergencyContactPhone: '0012345678' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      phoneNumber: 'Phone number must be at least 10 digits',
      contactEmail: 'Please enter a valid email address',
      emergencyContactName: 'Emergency contact name is required',
      emergencyContactPhone: 'Invalid South African phone number',
    });
    expect(await userRow(learner.id)).toEqual(before);
  });
});

describe('PUT /api/profile/address', () => {
  it('inserts the address, then updates it in place', async () => {
    const learner = await signedInAs(t, 'student');
    expect((await send(t.app, 'PUT', '/api/profile/address', { cookie: learner.cookie, payload: addressBody })).statusCode).toBe(200);
    const { addressType: _type, ...withoutType } = addressBody;
    const response = await send(t.app, 'PUT', '/api/profile/address', { cookie: learner.cookie, payload: { ...withoutType, city: 'Johannesburg' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ address: { ...addressBody, city: 'Johannesburg' }, steps: { address: true }, progress: { currentStep: 3 } });
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, learner.id))).toHaveLength(1);
  });

  it('shows the postal address when there is no residential one', async () => {
    const learner = await signedInAs(t, 'student');
    await send(t.app, 'PUT', '/api/profile/address', {
      cookie: learner.cookie,
      payload: { ...addressBody, addressType: 'postal', streetAddress: 'PO Box 1234' },
    });
    expect((await profileOf(t.app, learner.cookie)).address).toMatchObject({ addressType: 'postal', streetAddress: 'PO Box 1234' });
  });

  it.each([
    [{ streetAddress: '12' }, 'streetAddress', 'Street address is required'],
    [{ suburb: 'O' }, 'suburb', profileValidationTexts.suburbRequired],
    [{ city: '' }, 'city', profileValidationTexts.cityRequired],
    [{ province: 'Gautengg' }, 'province', 'Please select a province'],
    [{ postalCode: '180' }, 'postalCode', 'Postal code must be 4 digits'],
    [{ postalCode: '18O4' }, 'postalCode', 'Invalid South African postal code'],
    [{ addressType: 'holiday' }, 'addressType', 'Invalid option: expected one of "residential"|"postal"'],
  ])('refuses %o (%s) and writes nothing', async (change, field, message) => {
    const learner = await signedInAs(t, 'student');
    const response = await send(t.app, 'PUT', '/api/profile/address', { cookie: learner.cookie, payload: { ...addressBody, ...change } });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)[field]).toBe(message);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, learner.id))).toEqual([]);
  });
});
