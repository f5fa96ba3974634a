import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, southAfricanToday } from '@kusasa/domain/rules/deadlines';
import { MESSAGING_CONSENT_VERSION } from '@kusasa/domain/rules/messaging';
import { smpp, type SmppPdu, type SmppSession } from '../../adapters/sms/smpp-protocol.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { messageChannels, outboundMessages } from '../../db/schema/messaging.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { createAccount } from '../../test/http.ts';

// Reminders survive a kill -9 mid-batch (issue 30): the real server process, bound to a local SMSC
// that answers slowly, is killed after a few reminders went out; restarted on the same data, it
// sends the rest. No phone gets the same reminder twice; at most the one in flight at the kill is
// left unconfirmed (for admins), never sent again blindly.

const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));
const LEARNERS = 12;
const received: string[] = [];
const sessions = new Set<SmppSession>();
let smsc: Server;
let port = 0;
const children: ChildProcess[] = [];

beforeAll(async () => {
  smsc = smpp.createServer((session) => {
    session.on('error', () => undefined);
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('bind_transceiver', (pdu: SmppPdu) => session.send(pdu.response({ system_id: 'kill-smsc' })));
    session.on('submit_sm', (pdu: SmppPdu) => {
      received.push(String(pdu.destination_addr));
      setTimeout(() => session.send(pdu.response({ message_id: `k-${received.length}` })), 150);
    });
    session.on('enquire_link', (pdu: SmppPdu) => session.send(pdu.response()));
  });
  await new Promise<void>((resolve) => smsc.listen(0, '127.0.0.1', resolve));
  port = (smsc.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const session of sessions) session.destroy();
  await new Promise<void>((resolve) => smsc.close(() => resolve()));
});

function start(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-kusasa-web',
      DATA_DIR: dataDir,
      SMPP_HOST: '127.0.0.1',
      SMPP_PORT: String(port),
      SMPP_SYSTEM_ID: 'kusasa',
      SMPP_PASSWORD: 'secret',
      QUIET_HOURS: 'none',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited };
}

/** Learners with a draft closing in 7 days (SA time) and SMS on, written before the server starts. */
async function seed(dataDir: string): Promise<string[]> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const institutionId = randomUUID();
    const programId = randomUUID();
    await db.insert(institutions).values({ id: institutionId, slug: 'kill-test', name: 'Kill Test University', type: 'university', province: 'Gauteng' });
    const closesOn = addDays(southAfricanToday(new Date()), 7);
    const programme = { id: programId, slug: 'kill-p', institutionId, name: 'BSc Kill', faculty: 'Science', qualificationType: 'degree' };
    await db.insert(programmes).values({ ...programme, studyMode: 'full-time', apsPackId: 'default', subjectMinimums: [], closesOn });
    const phones: string[] = [];
    for (let index = 0; index < LEARNERS; index += 1) {
      const { id } = await createAccount({ database: handle }, 'student');
      const phone = `+2782555${String(1000 + index)}`;
      phones.push(phone.slice(1));
      const now = new Date();
      await db.insert(applications).values({ userId: id, institutionId, programId, status: 'draft', createdAt: now, updatedAt: now });
      await db.insert(messageChannels).values({ userId: id, channel: 'sms', address: phone, consentVersion: MESSAGING_CONSENT_VERSION, consentedAt: now });
    }
    return phones;
  } finally {
    await handle.close();
  }
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

it('sends each reminder once across a kill -9 mid-batch and a restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kusasa-kill-'));
  const phones = await seed(dataDir);

  const first = start(dataDir);
  await until(() => received.length >= 3, 120_000);
  first.child.kill('SIGKILL');
  await first.exited;
  const beforeRestart = received.length;
  expect(beforeRestart).toBeLessThan(LEARNERS);

  const second = start(dataDir);
  await until(() => new Set(received).size >= LEARNERS - 1 && received.length >= LEARNERS - 1, 120_000);
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // nothing more arrives
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  const counts = phones.map((phone) => received.filter((to) => to === phone).length);
  expect(Math.max(...counts), 'no phone got the reminder twice').toBe(1);
  expect(counts.filter((count) => count === 0).length, 'at most the one in flight at the kill is missing').toBeLessThanOrEqual(1);

  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
  try {
    const rows = await handle.db.select({ status: outboundMessages.status, channel: outboundMessages.channel }).from(outboundMessages);
    const sms = rows.filter((row) => row.channel === 'sms').map((row) => row.status);
    expect(sms).toHaveLength(LEARNERS);
    expect(sms.filter((status) => status !== 'sent').length).toBeLessThanOrEqual(1);
    expect(sms.filter((status) => status !== 'sent').every((status) => status === 'sending' || status === 'unknown')).toBe(true);
  } finally {
    await handle.close();
  }
}, 300_000);
