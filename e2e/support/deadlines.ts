import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, originHeader, signInThroughApi } from './accounts';
import { registerInstitutionAccount } from './institutions';
import { SMSC_HTTP_PORT } from './servers';

// Issue 30's journey: an institution whose earliest open intake the journey controls (its lead
// keeps the closing date), and the fake SMSC's record of what reached a phone.

/** Today in South Africa, moved by `days`. */
export const sastDay = (days = 0) => new Date(Date.now() + 2 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface Listed {
  id: string;
  name: string;
}
interface Detail {
  coverage?: { intakes: { closesOn: string | null; open: boolean }[] };
}
interface Programme {
  id: string;
  name: string;
  closesOn?: string | null;
}

/** An institution with no open intake still to close, and one of its programmes without a date of its own. */
async function quietInstitution(request: APIRequestContext) {
  const { institutions } = (await (await request.get('/api/institutions')).json()) as { institutions: Listed[] };
  for (const institution of [...institutions].reverse()) {
    const detail = (await (await request.get(`/api/institutions/${institution.id}`)).json()) as Detail;
    if (detail.coverage?.intakes.some((intake) => intake.open && intake.closesOn !== null && intake.closesOn >= sastDay())) continue;
    const { programs } = (await (await request.get(`/api/programs?institutionId=${institution.id}`)).json()) as { programs: Programme[] };
    const programme = programs.find((row) => !row.closesOn);
    if (programme) return { institution, programme };
  }
  throw new Error('no institution without an open intake in the e2e catalogue');
}

/**
 * An institution lead (registered, approved by the admin and linked to a quiet institution) who
 * opened an intake closing in `closesInDays`; `moveClosing` changes that date as the lead would.
 */
export async function institutionClosingIn(lead: APIRequestContext, admin: APIRequestContext, baseURL: string | undefined, closesInDays: number) {
  const { institution, programme } = await quietInstitution(lead);
  const account = await registerInstitutionAccount(lead, baseURL, { label: 'deadlines-lead', institutionName: institution.name });
  await signInThroughApi(admin, baseURL, E2E_ADMIN);
  const { accounts } = (await (await admin.get('/api/admin/institution-accounts?status=pending')).json()) as { accounts: { userId: string; email: string }[] };
  const pending = accounts.find((row) => row.email === account.email);
  const approved = await admin.post(`/api/admin/institution-accounts/${pending?.userId}/approve`, {
    headers: originHeader(baseURL),
    data: { institutionId: institution.id },
  });
  if (approved.status() !== 200) throw new Error(`approval failed: ${approved.status()} ${await approved.text()}`);
  const intake = (closesOn: string) => ({
    name: 'E2E reminders intake',
    year: Number(sastDay().slice(0, 4)) + 1,
    opensOn: sastDay(-30),
    closesOn,
    applicationFeeCents: null,
    open: true,
  });
  const created = await lead.post('/api/institution/intakes', { headers: originHeader(baseURL), data: intake(sastDay(closesInDays)) });
  if (created.status() !== 201) throw new Error(`intake failed: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  return {
    institution,
    programme,
    async moveClosing(days: number) {
      const moved = await lead.put(`/api/institution/intakes/${id}`, { headers: originHeader(baseURL), data: intake(sastDay(days)) });
      if (moved.status() !== 200) throw new Error(`moving the intake failed: ${moved.status()} ${await moved.text()}`);
    },
  };
}

/** The texts the fake SMSC received for an E.164 number, oldest first. */
export async function smsReceivedBy(request: APIRequestContext, phone: string): Promise<string[]> {
  const response = await request.get(`http://127.0.0.1:${SMSC_HTTP_PORT}/messages?to=${encodeURIComponent(phone)}`);
  return ((await response.json()) as { text: string }[]).map((message) => message.text);
}

/** A phone number no other run or test uses: 082 and seven random digits. */
export const uniquePhone = () => `082${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
export const e164 = (national: string) => `+27${national.slice(1)}`;
