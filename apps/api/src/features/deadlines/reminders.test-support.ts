import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createLogSmsSender } from '../../adapters/sms/log-sms-sender.ts';
import { SmsSendError, type SmsSender } from '../../adapters/sms/sms-sender.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { outboundMessages } from '../../db/schema/messaging.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The log sender, with a switch that makes the provider refuse every send (as an SMSC that is down). */
export function switchableSmsSender() {
  const log = createLogSmsSender();
  const state = { down: false };
  const sender: SmsSender = {
    ...log,
    send: (message) => (state.down ? Promise.reject(new SmsSendError('SMSC unreachable', 'ESME_RSYSERR')) : log.send(message)),
  };
  return { sender, sent: log.sent, state, log };
}

/** A programme closing on `closesOn` and a learner with a draft for it and SMS turned on. */
export async function learnerWithDraft(t: TestApp, closesOn: string, phone = '082 555 0101') {
  const { db } = t.database;
  const institutionId = randomUUID();
  const programId = randomUUID();
  await db
    .insert(institutions)
    .values({ id: institutionId, slug: `rm-${institutionId}`, name: 'Reminder University', type: 'university', province: 'Gauteng' });
  await db.insert(programmes).values({
    id: programId,
    slug: `rm-p-${programId}`,
    institutionId,
    name: 'BSc Reminders',
    faculty: 'Science',
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
    closesOn,
  });
  const learner = await signedInAs(t, 'student');
  const now = new Date();
  const [application] = await db
    .insert(applications)
    .values({ userId: learner.id, institutionId, programId, status: 'draft', createdAt: now, updatedAt: now })
    .returning({ id: applications.id });
  const sms = await call(t.app, 'PUT', '/api/messaging/channels/sms', { cookie: learner.cookie, payload: { on: true, consent: true, phone } });
  if (sms.statusCode !== 200) throw new Error(`turning SMS on failed: ${sms.body}`);
  return { learner, applicationId: application!.id };
}

export const submit = (t: TestApp, applicationId: string) =>
  t.database.db.update(applications).set({ status: 'submitted' }).where(eq(applications.id, applicationId));

export const messagesOf = (t: TestApp, userId: string) => t.database.db.select().from(outboundMessages).where(eq(outboundMessages.userId, userId));
