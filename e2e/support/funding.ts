import type { APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD, originHeader, signInThroughApi, uniqueEmail } from './accounts';
import { newestMailedLink } from './mailbox';
import { adultIdNumber } from './sa-id';

// People of the funding readiness journey (issue 28), each with a name no other run uses, so the
// NSFAS queue's name search and the admin's review list find exactly them (a retry adds others).

/** A surname of letters only that no other run uses. */
export const uniqueSurname = (prefix: string) =>
  `${prefix}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

/** A one-pixel PNG: a small certified copy for the checklist and the appeal. */
export const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
});

/** A verified adult student with a unique name, signed in on `request`. */
export async function registerFundingLearner(request: APIRequestContext, baseURL: string | undefined) {
  const learner = { email: uniqueEmail('funding-learner'), password: E2E_PASSWORD, fullName: `Thandi ${uniqueSurname('Fund')}`, idNumber: adultIdNumber() };
  const response = await request.post('/api/auth/register', {
    headers: originHeader(baseURL),
    data: { ...learner, gender: 'female', confirmPassword: learner.password, acceptPrivacy: true, acceptTerms: true },
  });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  return learner;
}

/** An NSFAS staff member registered through the API, with the mailed link confirmed, signed in on `request` (not yet approved). */
export async function registerNsfasStaff(request: APIRequestContext, baseURL: string | undefined) {
  const staff = { email: uniqueEmail('nsfas-staff'), password: E2E_PASSWORD, fullName: `Lerato ${uniqueSurname('Staff')}` };
  const registered = await request.post('/api/auth/register/nsfas', {
    headers: originHeader(baseURL),
    data: {
      ...staff,
      employeeNumber: 'NSF-10442',
      department: 'Verification',
      region: 'National Office',
      position: 'Verification Officer',
      phone: '+27 21 763 3200',
      confirmPassword: staff.password,
    },
  });
  if (registered.status() !== 201) throw new Error(`NSFAS registration failed: ${registered.status()} ${await registered.text()}`);
  const link = await newestMailedLink(request, staff.email, '/confirm-email');
  const token = new URLSearchParams(link.split('#')[1] ?? '').get('token');
  const confirmed = await request.post('/api/auth/confirm-email', { headers: originHeader(baseURL), data: { token } });
  if (confirmed.status() !== 200) throw new Error(`email confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
  await signInThroughApi(request, baseURL, staff);
  return staff;
}
