import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '@kusasa/domain/rules/text';
import { call, signedInAs } from '../test/signed-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Each place an outside probe got a 500 from a NUL character now answers 400 VALIDATION naming
// the field, and writes nothing.

let t: TestApp;
let student: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedCatalogue: true });
  student = (await signedInAs(t, 'student')).cookie;
  admin = (await signedInAs(t, 'admin')).cookie;
});
afterAll(() => t.close());

const NUL = '\u0000';
const contact = { phoneNumber: '0821234567', contactEmail: 'learner@example.com', emergencyContactName: 'Mama', emergencyContactPhone: '0821234568' };

describe('a NUL character anywhere in a request', () => {
  it.each([
    [
      'registration names',
      'POST',
      '/api/auth/register',
      undefined,
      {
        fullName: `Thandi${NUL}`,
        email: 'nul@example.com',
        password: 'a long passphrase 1',
        confirmPassword: 'a long passphrase 1',
        idNumber: '8001015009087',
        gender: 'female',
        acceptPrivacy: true,
        acceptTerms: true,
      },
      'fullName',
    ],
    ['the contact step', 'PUT', '/api/profile/contact', 'student', { ...contact, emergencyContactName: `Ma${NUL}ma` }, 'emergencyContactName'],
    ['a draft statement', 'PUT', `/api/applications/drafts/${randomUUID()}`, 'student', { personalStatement: `I want${NUL}` }, 'personalStatement'],
    ['the institutions search', 'GET', `/api/institutions?search=a${encodeURIComponent(NUL)}`, undefined, undefined, 'search'],
    ['the admin users search', 'GET', `/api/admin/users?search=a${encodeURIComponent(NUL)}`, 'admin', undefined, 'search'],
    ['the activity log search', 'GET', `/api/admin/audit?search=a${encodeURIComponent(NUL)}`, 'admin', undefined, 'search'],
    ['the activity log export', 'GET', `/api/admin/audit/export?search=a${encodeURIComponent(NUL)}`, 'admin', undefined, 'search'],
    ['the payment recovery search', 'POST', '/api/admin/payment-recovery', 'admin', { action: 'list_orphaned', search: `KUS${NUL}` }, 'search'],
  ] as const)('%s: 400 naming the field', async (_name, method, url, who, payload, field) => {
    const cookie = who === 'student' ? student : who === 'admin' ? admin : undefined;
    const response = await call(t.app, method, url, { cookie, payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: NUL_CHARACTER_MESSAGE } } });
  });
});
