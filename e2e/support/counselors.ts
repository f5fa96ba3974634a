import type { APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD, originHeader, signInThroughApi, uniqueEmail } from './accounts';
import { uniqueSurname } from './funding';
import { newestMailedLink } from './mailbox';
import { adultIdNumber } from './sa-id';

// People of the counselors' caseload journey (issue 29), each with a name no other run uses, so
// the caseload's name search and the admin's review list find exactly them (a retry adds others).

/** A verified adult learner with a unique name, signed in on `request`. */
export async function registerLinkingLearner(request: APIRequestContext, baseURL: string | undefined) {
  const learner = { email: uniqueEmail('counselor-learner'), password: E2E_PASSWORD, fullName: `Ayanda ${uniqueSurname('Link')}`, idNumber: adultIdNumber() };
  const response = await request.post('/api/auth/register', {
    headers: originHeader(baseURL),
    data: { ...learner, gender: 'female', confirmPassword: learner.password, acceptPrivacy: true, acceptTerms: true },
  });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  return learner;
}

/** A counselor registered through the API, with the mailed link confirmed, signed in on `request` (not yet approved). */
export async function registerCounselor(request: APIRequestContext, baseURL: string | undefined) {
  const counselor = { email: uniqueEmail('counselor'), password: E2E_PASSWORD, fullName: `Sipho ${uniqueSurname('Guide')}` };
  const registered = await request.post('/api/auth/register/counselor', {
    headers: originHeader(baseURL),
    data: {
      ...counselor,
      specialization: 'Career Guidance',
      assignedRegion: 'National',
      organization: 'Department of Basic Education',
      yearsOfExperience: '4-6 years',
      contactEmail: counselor.email,
      contactPhone: '+27 11 936 1234',
      confirmPassword: counselor.password,
    },
  });
  if (registered.status() !== 201) throw new Error(`counselor registration failed: ${registered.status()} ${await registered.text()}`);
  const link = await newestMailedLink(request, counselor.email, '/confirm-email');
  const token = new URLSearchParams(link.split('#')[1] ?? '').get('token');
  const confirmed = await request.post('/api/auth/confirm-email', { headers: originHeader(baseURL), data: { token } });
  if (confirmed.status() !== 200) throw new Error(`email confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
  await signInThroughApi(request, baseURL, counselor);
  return counselor;
}

/** An admin approves the counselor through the API (where the review page is not what the test is about). */
export async function approveCounselorThroughApi(admin: APIRequestContext, baseURL: string | undefined, email: string) {
  const list = await admin.get('/api/admin/counselor-accounts?status=pending');
  const accounts = ((await list.json()) as { accounts: { userId: string; email: string }[] }).accounts;
  const account = accounts.find((row) => row.email === email);
  if (!account) throw new Error(`counselor ${email} is not waiting for approval`);
  const approved = await admin.post(`/api/admin/counselor-accounts/${account.userId}/approve`, { headers: originHeader(baseURL) });
  if (approved.status() !== 200) throw new Error(`approval failed: ${approved.status()} ${await approved.text()}`);
}
