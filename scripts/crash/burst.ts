import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { itnPairs, signedItn } from '../../apps/api/src/test/payments.ts';
import { adultIdNumber } from '../../e2e/support/sa-id.ts';

// A burst of the writes that matter on results day, as real clients send them over HTTP: each
// worker registers a learner, uploads an ID document, submits an application and pays for
// Essential (the PayFast notification signed as the simulator's). Every write the server
// acknowledged is recorded, so a check after a crash can demand it.

export interface Acknowledged {
  emails: string[];
  documentIds: string[];
  applicationIds: string[];
  paidReferences: string[];
}

interface Client {
  base: string;
  cookie?: string;
}

async function send(client: Client, method: string, path: string, body?: unknown, form?: FormData | string) {
  const headers: Record<string, string> = { origin: client.base, ...(client.cookie ? { cookie: client.cookie } : {}) };
  let payload: BodyInit | undefined;
  if (typeof form === 'string') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = form;
  } else if (form) payload = form;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${client.base}${path}`, { method, headers, body: payload });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('kusasa'));
  if (cookie) client.cookie = cookie.split(';')[0];
  const text = await response.text();
  return { status: response.status, json: () => JSON.parse(text) as Record<string, unknown> };
}

async function idPdf(idNumber: string): Promise<Blob> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 200]);
  page.drawText(`ID Number ${idNumber}`, { x: 20, y: 150, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return new Blob([Buffer.from(await doc.save())], { type: 'application/pdf' });
}

async function oneLearner(base: string, programme: { institutionId: string; id: string }, acknowledged: Acknowledged, label: string) {
  const client: Client = { base };
  const idNumber = adultIdNumber();
  const email = `crash-${label}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'crash test passphrase 7';
  const registered = await send(client, 'POST', '/api/auth/register', {
    email,
    password,
    confirmPassword: password,
    fullName: 'Crash Test',
    idNumber,
    gender: 'female',
    acceptPrivacy: true,
    acceptTerms: true,
  });
  if (registered.status !== 201) return;
  acknowledged.emails.push(email);

  const form = new FormData();
  form.set('documentType', 'idDocument');
  form.set('file', await idPdf(idNumber), 'id.pdf');
  const uploaded = await send(client, 'POST', '/api/documents', undefined, form);
  if (uploaded.status === 201) acknowledged.documentIds.push(String(uploaded.json().id));

  const submitted = await send(client, 'POST', '/api/applications/submit', {
    clientId: randomUUID(),
    grade12Results: 'Bachelor pass, 32 APS',
    institutionId: programme.institutionId,
    programId: programme.id,
  });
  if (submitted.status === 200 || submitted.status === 201) acknowledged.applicationIds.push(String(submitted.json().id));

  const checkout = await send(client, 'POST', '/api/payments', { plan: 'essential', paymentMethod: 'card' });
  if (checkout.status !== 200) return;
  const reference = String(checkout.json().merchantReference);
  const itn = await send({ base }, 'POST', '/api/payments/payfast/notify', undefined, signedItn(itnPairs(reference), 'kusasa-simulator'));
  if (itn.status === 200) acknowledged.paidReferences.push(reference);
}

/** Workers write until `stopped()` (the server was killed); a request cut off by the kill is not acknowledged. */
export async function burst(base: string, workers: number, stopped: () => boolean): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { emails: [], documentIds: [], applicationIds: [], paidReferences: [] };
  const programmes = (await (await fetch(`${base}/api/programs`)).json()) as { programs: { id: string; institutionId: string }[] };
  const programme = programmes.programs[0];
  if (!programme) throw new Error('no programme in the catalogue');
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let round = 0; !stopped(); round += 1) {
        await oneLearner(base, programme, acknowledged, `${worker}-${round}`).catch(() => undefined);
      }
    }),
  );
  return acknowledged;
}
