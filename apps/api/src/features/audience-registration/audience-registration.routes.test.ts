import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLinkTokens, sessions, systemErrorLogs } from '../../db/schema/accounts.ts';
import { consultants, nsfasUsers, sponsors } from '../../db/schema/audiences.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { outbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { makeCounselorRegistration, makeInstitutionRegistration, makeNsfasRegistration, makeSponsorRegistration } from '../../test/factories.ts';
import { freshIp, login, matching, MINUTE, ORIGIN, post, registerAudience, testClock, type TestAudience } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { institutionSlug } from './audience-accounts.ts';

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const register = (audience: TestAudience, body: unknown) => post(t.app, `/api/auth/register/${audience}`, body, { ip: freshIp() });
const confirmationLinks = eq(emailLinkTokens.purpose, 'email_confirmation');
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const counts = async () => {
  const db = t.database.db;
  return {
    users: await db.$count(users),
    consultants: await db.$count(consultants),
    institutions: await db.$count(institutions),
    nsfas: await db.$count(nsfasUsers),
    sponsors: await db.$count(sponsors),
    tokens: await db.$count(emailLinkTokens, confirmationLinks),
    mails: await db.$count(outbox),
    sessions: await db.$count(sessions),
  };
};
const auditOf = async (userId: string) => t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.userId, userId));

const checkEmailBody = {
  message: 'Registration Successful',
  next: '/login',
  checkEmail: true,
  detail: 'We sent a confirmation link to your email address. Open it to activate your account, then sign in.',
};

describe('POST /api/auth/register/counselor', () => {
  it('creates a consultant account and profile, mails a 48-hour confirmation link and starts no session', async () => {
    const { input, response } = await registerAudience(t.app, 'counselor');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(checkEmailBody);
    expect(response.cookies).toHaveLength(0);

    const user = await userByEmail(input.email);
    expect(user).toMatchObject({
      userType: 'consultant',
      fullName: 'Sipho Ndlovu',
      idVerified: false,
      emailConfirmedAt: null,
      contactEmail: input.contactEmail,
      phoneNumber: '+27821234567',
      trackingId: matching(/^KUS-/),
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.database.db.select().from(consultants).where(eq(consultants.userId, user!.id))).toMatchObject([
      { fullName: 'Sipho Ndlovu', specialization: 'Career Guidance', assignedRegion: 'National' },
    ]);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, user!.id))).toBe(0);

    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, input.email));
    expect(mail).toMatchObject({ subject: 'Confirm your Kusasa email address' });
    expect(mail!.textBody).toMatch(/^http:\/\/localhost:3000\/confirm-email#token=[A-Za-z0-9_-]{43}$/m);
    const [token] = await t.database.db
      .select()
      .from(emailLinkTokens)
      .where(and(confirmationLinks, eq(emailLinkTokens.userId, user!.id)));
    expect(token).toMatchObject({ usedAt: null, expiresAt: new Date(clock.now.getTime() + 48 * 60 * MINUTE) });
    expect(await auditOf(user!.id)).toMatchObject([{ action: 'register', category: 'SECURITY', severity: 'info', details: { user_type: 'consultant' } }]);
  });

  it.each([
    ['fullName', { fullName: 'S' }, 'Full name must be at least 2 characters'],
    ['fullName', { fullName: undefined }, 'Full name must be at least 2 characters'],
    ['fullName', { fullName: 'x'.repeat(51) }, 'Full name must be at most 50 characters'],
    ['specialization', { specialization: '' }, 'Please select a specialization'],
    ['specialization', { specialization: 'Astrology' }, 'Please select a specialization'],
    ['assignedRegion', { assignedRegion: undefined }, 'Please select a region'],
    ['assignedRegion', { assignedRegion: 'National Office' }, 'Please select a region'],
    ['organization', { organization: 'A' }, 'Organization name must be at least 2 characters'],
    ['organization', { organization: 'x'.repeat(101) }, 'Organization name must be at most 100 characters'],
    ['yearsOfExperience', { yearsOfExperience: '20 years' }, 'Please select years of experience'],
    ['contactEmail', { contactEmail: 'nope' }, 'Please enter a valid email address'],
    ['contactPhone', { contactPhone: '082 123' }, 'Phone number must be at least 10 digits'],
    ['contactPhone', { contactPhone: '1234567890' }, 'Invalid South African phone number'],
    ['contactPhone', { contactPhone: 821234567 }, 'Phone number must be at least 10 digits'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: `${'a'.repeat(58)}@ex.com` }, 'Email must be at most 64 characters'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['password', { password: 'y'.repeat(65), confirmPassword: 'y'.repeat(65) }, 'Password must be at most 64 characters'],
    ['password', { password: 'iloveyou', confirmPassword: 'iloveyou' }, 'This password is too common. Choose a less predictable one.'],
    ['confirmPassword', { confirmPassword: 'not-the-same-1' }, 'Passwords do not match'],
    ['confirmPassword', { confirmPassword: undefined }, 'Passwords do not match'],
  ])('refuses a bad %s (%j) with 400 and writes nothing', async (field, change, message) => {
    const before = await counts();
    const response = await register('counselor', makeCounselorRegistration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await counts()).toEqual(before);
  });

  it('accepts every region including National, and every experience band', async () => {
    for (const [assignedRegion, yearsOfExperience] of [
      ['KwaZulu-Natal', 'Less than 1 year'],
      ['National', 'More than 10 years'],
    ]) {
      expect((await register('counselor', makeCounselorRegistration({ assignedRegion, yearsOfExperience }))).statusCode).toBe(201);
    }
  });
});

describe('POST /api/auth/register/institution', () => {
  it('creates an institution account and a pending, inactive institution row linked to it', async () => {
    const { input, response } = await registerAudience(t.app, 'institution');
    expect(response.json()).toEqual(checkEmailBody);
    expect(response.cookies).toHaveLength(0);
    const user = await userByEmail(input.email);
    expect(user).toMatchObject({ userType: 'institution', fullName: 'Admissions Office', emailConfirmedAt: null, phoneNumber: '+27111234567' });
    const [row] = await t.database.db.select().from(institutions).where(eq(institutions.userId, user!.id));
    expect(row).toMatchObject({
      name: 'Ekurhuleni West TVET College',
      slug: matching(/^ekurhuleni-west-tvet-college-[0-9a-z]{6}$/),
      type: 'tvet',
      email: input.contactEmail,
      phone: '+27111234567',
      website: 'https://www.ewc.edu.za',
      province: 'Gauteng',
      status: 'pending',
      active: false,
      contactName: 'Admissions Office',
    });
    expect(await t.database.db.$count(outbox, eq(outbox.toAddress, input.email))).toBe(1);
    expect(await auditOf(user!.id)).toMatchObject([{ action: 'register', details: { user_type: 'institution', institution_id: row!.id } }]);
  });

  it.each([[''], [undefined]])('stores no website when it is %j', async (website) => {
    const { input } = await registerAudience(t.app, 'institution', { website });
    const user = await userByEmail(input.email);
    expect((await t.database.db.select().from(institutions).where(eq(institutions.userId, user!.id)))[0]?.website).toBeNull();
  });

  it('gives two institutions of the same name different slugs', async () => {
    await registerAudience(t.app, 'institution', { institutionName: 'Twin College' });
    await registerAudience(t.app, 'institution', { institutionName: 'Twin College' });
    const rows = await t.database.db.select({ slug: institutions.slug }).from(institutions).where(eq(institutions.name, 'Twin College'));
    expect(new Set(rows.map((r) => r.slug)).size).toBe(2);
    expect(institutionSlug('  Université  Ñ!! ')).toMatch(/^universite-n-[0-9a-z]{6}$/);
    expect(institutionSlug('!!!')).toMatch(/^institution-[0-9a-z]{6}$/);
  });

  it.each([
    ['institutionName', { institutionName: 'U' }, 'Institution name must be at least 2 characters'],
    ['institutionName', { institutionName: 'x'.repeat(121) }, 'Institution name must be at most 120 characters'],
    ['institutionType', { institutionType: 'school' }, 'Please select an institution type'],
    ['institutionType', { institutionType: undefined }, 'Please select an institution type'],
    ['contactName', { contactName: 'A' }, 'Contact name must be at least 2 characters'],
    ['contactEmail', { contactEmail: 'admissions' }, 'Please enter a valid email address'],
    ['contactPhone', { contactPhone: '011' }, 'Phone number must be at least 10 digits'],
    ['website', { website: 'not a url' }, 'Please enter a valid website URL'],
    ['website', { website: 'ftp://files.example.ac.za' }, 'Please enter a valid website URL'],
    ['website', { website: 'https://localhost' }, 'Please enter a valid website URL'],
    ['website', { website: `https://${'a'.repeat(200)}.ac.za` }, 'Please enter a valid website URL'],
    ['province', { province: 'National' }, 'Please select a province'],
    ['province', { province: undefined }, 'Please select a province'],
    ['email', { email: 'x@' }, 'Please enter a valid email address'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['confirmPassword', { confirmPassword: 'not-the-same-1' }, 'Passwords do not match'],
  ])('refuses a bad %s (%j) with 400 and writes nothing', async (field, change, message) => {
    const before = await counts();
    const response = await register('institution', makeInstitutionRegistration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/auth/register/nsfas', () => {
  it('creates an NSFAS account and its staff row', async () => {
    const { input, response } = await registerAudience(t.app, 'nsfas');
    expect(response.json()).toEqual(checkEmailBody);
    expect(response.cookies).toHaveLength(0);
    const user = await userByEmail(input.email);
    expect(user).toMatchObject({ userType: 'nsfas', fullName: 'Lerato Khumalo', emailConfirmedAt: null, phoneNumber: '+27217633200' });
    expect(await t.database.db.select().from(nsfasUsers).where(eq(nsfasUsers.userId, user!.id))).toMatchObject([
      { department: 'Verification', region: 'National Office', position: 'Verification Officer', employeeNumber: 'NSF-10442' },
    ]);
    expect(await t.database.db.$count(outbox, eq(outbox.toAddress, input.email))).toBe(1);
  });

  it.each([
    ['fullName', { fullName: ' L ' }, 'Full name must be at least 2 characters'],
    ['employeeNumber', { employeeNumber: '' }, 'Employee number is required'],
    ['employeeNumber', { employeeNumber: '   ' }, 'Employee number is required'],
    ['employeeNumber', { employeeNumber: undefined }, 'Employee number is required'],
    ['department', { department: 'Finance' }, 'Please select a department'],
    ['region', { region: 'National' }, 'Please select a region'],
    ['position', { position: '' }, 'Position is required'],
    ['position', { position: 7 }, 'Position is required'],
    ['email', { email: 'nsfas' }, 'Please enter a valid email address'],
    ['phone', { phone: '021 763' }, 'Phone number must be at least 10 digits'],
    ['phone', { phone: undefined }, 'Phone number must be at least 10 digits'],
    ['password', { password: 'password1', confirmPassword: 'password1' }, 'This password is too common. Choose a less predictable one.'],
    ['confirmPassword', { confirmPassword: 'not-the-same-1' }, 'Passwords do not match'],
  ])('refuses a bad %s (%j) with 400 and writes nothing', async (field, change, message) => {
    const before = await counts();
    const response = await register('nsfas', makeNsfasRegistration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await counts()).toEqual(before);
  });
});

describe('phone numbers as people write them', () => {
  it.each([
    ['(012) 345 6789', '+27123456789'],
    ['0027 82 123 4567', '+27821234567'],
    ['+27 (0)82 123 4567', '+27821234567'],
    ['27821234567', '+27821234567'],
    ['082.123.4567', '+27821234567'],
  ])('a sponsor registering with %j is stored as %j on the user and the sponsor', async (phone, stored) => {
    const { input, response } = await registerAudience(t.app, 'sponsor', { phone });
    expect(response.statusCode).toBe(201);
    const user = await userByEmail(input.email);
    expect(user?.phoneNumber).toBe(stored);
    expect((await t.database.db.select({ phone: sponsors.phone }).from(sponsors).where(eq(sponsors.id, user!.id)))[0]?.phone).toBe(stored);
  });

  it('still refuses a number that is not South African, with the seed message', async () => {
    const response = await register('sponsor', makeSponsorRegistration({ phone: '+44 20 7946 0958' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { phone: 'Invalid South African phone number' } } });
  });
});

describe('POST /api/auth/register/sponsor', () => {
  it('creates a confirmed sponsor account whose sponsor row has the user id, with no mail and no session', async () => {
    const { input, response } = await registerAudience(t.app, 'sponsor');
    expect(response.json()).toEqual({
      message: 'Registration Successful',
      next: '/sponsors/login',
      checkEmail: false,
      detail: 'Your sponsor account is ready. You can sign in now.',
    });
    expect(response.cookies).toHaveLength(0);
    const user = await userByEmail(input.email);
    expect(user).toMatchObject({ userType: 'sponsor', fullName: 'Ubuntu Bursary Trust', emailConfirmedAt: clock.now, phoneNumber: '+27821234567' });
    expect(await t.database.db.select().from(sponsors).where(eq(sponsors.id, user!.id))).toMatchObject([
      { email: input.email, name: 'Ubuntu Bursary Trust', phone: '+27821234567', organizationType: 'ngo', status: 'active' },
    ]);
    expect(await t.database.db.$count(outbox, eq(outbox.toAddress, input.email))).toBe(0);
    expect(await t.database.db.$count(emailLinkTokens, and(confirmationLinks, eq(emailLinkTokens.userId, user!.id)))).toBe(0);

    const signIn = await login(t.app, { email: input.email, password: input.password, portal: 'sponsor' }, { ip: freshIp() });
    expect(signIn.statusCode).toBe(200);
  });

  it.each([[undefined], ['']])('takes the phone as optional (%j)', async (phone) => {
    const { input } = await registerAudience(t.app, 'sponsor', { phone });
    const user = await userByEmail(input.email);
    expect(user?.phoneNumber).toBeNull();
    expect((await t.database.db.select().from(sponsors).where(eq(sponsors.id, user!.id)))[0]?.phone).toBeNull();
  });

  it.each(['individual', 'company', 'ngo', 'government'])('accepts the organisation type %s', async (organizationType) => {
    expect((await register('sponsor', makeSponsorRegistration({ organizationType }))).statusCode).toBe(201);
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: undefined }, 'Name is required'],
    ['email', { email: undefined }, 'Please enter a valid email address'],
    ['organizationType', { organizationType: 'corporate' }, 'Please select an organization type'],
    ['organizationType', { organizationType: undefined }, 'Please select an organization type'],
    ['phone', { phone: '12345' }, 'Phone number must be at least 10 digits'],
    ['phone', { phone: '1234567890' }, 'Invalid South African phone number'],
    ['password', { password: undefined }, 'Password must be at least 8 characters'],
    ['password', { password: 'abc123' }, 'Password must be at least 8 characters'],
    ['confirmPassword', { confirmPassword: 'not-the-same-1' }, 'Passwords do not match'],
  ])('refuses a bad %s (%j) with 400 and writes nothing', async (field, change, message) => {
    const before = await counts();
    const response = await register('sponsor', makeSponsorRegistration(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await counts()).toEqual(before);
  });
});

const audiences: [TestAudience, string][] = [
  ['counselor', 'Failed to register counselor account'],
  ['institution', 'Failed to register institution'],
  ['nsfas', 'Failed to register NSFAS account'],
  ['sponsor', 'Error registering sponsor'],
];

describe.each(audiences)('%s registration failures', (audience, failure) => {
  it.each([
    ['malformed JSON', '{"email":'],
    ['an empty body', ''],
    ['an array', '[]'],
  ])('refuses %s with 400 and writes nothing', async (_case, payload) => {
    const before = await counts();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/register/${audience}`,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    expect(await counts()).toEqual(before);
  });

  it('answers a taken email like a success, keeps nothing and mails the owner instead (issue 11: no account discovery)', async () => {
    const { input } = await registerAudience(t.app, 'counselor');
    const before = await counts();
    const mailsBefore = await t.database.db.$count(outbox, eq(outbox.toAddress, input.email));
    const taken = await register(audience, { ...bodyFor(audience), email: input.email.toUpperCase() });
    expect(await counts()).toEqual({ ...before, mails: before.mails + 1 });
    const fresh = await register(audience, bodyFor(audience));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.cookies).toHaveLength(0);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, input.email));
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ subject: 'Someone tried to register with your email' });
    const audit = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'register_email_taken'));
    expect(audit.at(-1)).toMatchObject({ severity: 'warning', userId: matching(/.+/) });
  });

  it('rolls the users row back when the profile row cannot be written', async () => {
    const db = t.database.db;
    const table = { counselor: 'consultants', institution: 'institutions', nsfas: 'nsfas_users', sponsor: 'sponsors' }[audience];
    await db.execute(sql`create function kusasa_test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
    await db.execute(sql.raw(`create trigger kusasa_test_fail before insert on ${table} for each row execute function kusasa_test_fail()`));
    try {
      const before = await counts();
      const input = bodyFor(audience);
      const response = await register(audience, input);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: failure } });
      expect(await userByEmail(input.email)).toBeUndefined();
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql.raw(`drop trigger kusasa_test_fail on ${table}`));
      await db.execute(sql`drop function kusasa_test_fail()`);
    }
    expect((await register(audience, bodyFor(audience))).statusCode).toBe(201);
  });

  it('leaves no profile row when the users insert fails', async () => {
    const db = t.database.db;
    await db.execute(sql`create function kusasa_test_fail() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
    await db.execute(sql`create trigger kusasa_test_fail before insert on users for each row execute function kusasa_test_fail()`);
    try {
      const before = await counts();
      const response = await register(audience, bodyFor(audience));
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: failure } });
      expect(await counts()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger kusasa_test_fail on users`);
      await db.execute(sql`drop function kusasa_test_fail()`);
    }
  });
});

function bodyFor(audience: TestAudience) {
  const factories = {
    counselor: makeCounselorRegistration,
    institution: makeInstitutionRegistration,
    nsfas: makeNsfasRegistration,
    sponsor: makeSponsorRegistration,
  };
  return factories[audience]();
}

describe('registration needs no session and ignores one', () => {
  it('registers while signed in as someone else without touching their session', async () => {
    const { input } = await registerAudience(t.app, 'sponsor');
    const signIn = await login(t.app, { email: input.email, password: input.password }, { ip: freshIp() });
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await post(t.app, '/api/auth/register/counselor', makeCounselorRegistration(), { cookie, ip: freshIp() });
    expect(response.statusCode).toBe(201);
    expect(response.cookies).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json()).toMatchObject({ user: { email: input.email } });
  });
});
