import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_CONSENT_VERSION } from '@kusasa/domain/rules/messaging';
import { channelSettingsSchema } from '@kusasa/domain/schemas/messaging';
import { messageChannels, outboundMessages } from '../../db/schema/messaging.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// /profile's reminder channels (issue 30): consent per channel, a phone for SMS and WhatsApp,
// off at once; decisions and NSFAS statuses reach the channels that are on.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { QUIET_HOURS: 'none' } });
});
afterAll(() => t.close());

const channels = async (cookie: string) => channelSettingsSchema.parse((await call(t.app, 'GET', '/api/messaging/channels', { cookie })).json()).channels;
const choose = (cookie: string, channel: string, payload: unknown) => call(t.app, 'PUT', `/api/messaging/channels/${channel}`, { cookie, payload });
/** The saved settings of a 200 answer: the one channel asked for. */
const settingOf = (response: Awaited<ReturnType<typeof choose>>, channel: string) =>
  channelSettingsSchema.parse(response.json()).channels.find((row) => row.channel === channel);
const fieldsOf = (response: Awaited<ReturnType<typeof choose>>) => response.json<{ error: { fields?: Record<string, string> } }>().error.fields;
const rowsOf = (userId: string) => t.database.db.select().from(messageChannels).where(eq(messageChannels.userId, userId));
const outboxOf = (userId: string) => t.database.db.select().from(outboundMessages).where(eq(outboundMessages.userId, userId));

describe('a learner’s channels', () => {
  it('start with only the bell on', async () => {
    const learner = await signedInAs(t, 'student');
    expect((await channels(learner.cookie)).map(({ channel, on }) => [channel, on])).toEqual([
      ['in-app', true],
      ['email', false],
      ['sms', false],
      ['whatsapp', false],
    ]);
  });

  it('refuse SMS without consent or a South African number, and change nothing', async () => {
    const learner = await signedInAs(t, 'student');
    const bare = await choose(learner.cookie, 'sms', { on: true });
    expect(bare.statusCode).toBe(400);
    expect(fieldsOf(bare)).toEqual({ consent: expect.any(String) as unknown, phone: 'Enter the phone number for this channel.' });
    const badPhone = await choose(learner.cookie, 'sms', { on: true, consent: true, phone: '+44 20 7946 0958' });
    expect(badPhone.statusCode).toBe(400);
    expect(fieldsOf(badPhone)).toHaveProperty('phone');
    const unknown = await choose(learner.cookie, 'pigeon', { on: true, consent: true });
    expect(unknown.statusCode).toBe(400);
    expect(await rowsOf(learner.id)).toEqual([]);
  });

  it('record consent with its version and the number in E.164, and turn off at once', async () => {
    const learner = await signedInAs(t, 'student');
    const on = await choose(learner.cookie, 'sms', { on: true, consent: true, phone: '082 123 4567' });
    expect(on.statusCode).toBe(200);
    expect(settingOf(on, 'sms')).toMatchObject({ on: true, address: '+27821234567', optedOutAt: null });
    expect(await rowsOf(learner.id)).toEqual([expect.objectContaining({ channel: 'sms', consentVersion: MESSAGING_CONSENT_VERSION, optedOutAt: null })]);
    const email = await choose(learner.cookie, 'email', { on: true, consent: true });
    expect(settingOf(email, 'email')?.address).toBe(learner.email);

    const off = await choose(learner.cookie, 'sms', { on: false });
    expect(settingOf(off, 'sms')).toMatchObject({ on: false, consentedAt: null, optedOutAt: expect.any(String) as unknown });
    const bell = await choose(learner.cookie, 'in-app', { on: false });
    expect(settingOf(bell, 'in-app')).toMatchObject({ channel: 'in-app', on: false });
  });

  it('are a learner’s alone', async () => {
    for (const userType of ['sponsor', 'admin', 'institution'] as const) {
      const someone = await signedInAs(t, userType);
      expect((await call(t.app, 'GET', '/api/messaging/channels', { cookie: someone.cookie })).statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/messaging/channels')).statusCode).toBe(401);
  });
});

describe('decisions and NSFAS statuses', () => {
  it('go to every channel that is on, once, besides the bell', async () => {
    const learner = await signedInAs(t, 'student');
    await choose(learner.cookie, 'sms', { on: true, consent: true, phone: '0825550199' });
    await choose(learner.cookie, 'email', { on: true, consent: true });
    await t.app.notify(learner.id, {
      title: 'Application approved',
      message: 'Good news: Wits approved your application for BSc.',
      type: 'application_status',
    });
    await t.app.notify(learner.id, { title: 'Document verified', message: 'Your ID is verified.', type: 'document_status' });
    const queued = await outboxOf(learner.id);
    expect(queued.map((row) => [row.channel, row.template]).sort()).toEqual([
      ['email', 'status-update'],
      ['sms', 'status-update'],
    ]);
    expect(queued.find((row) => row.channel === 'sms')!.body).toBe(
      'Kusasa: Application approved. Good news: Wits approved your application for BSc. http://localhost:3000/dashboard Reply STOP to opt out.',
    );
    await t.app.messaging.worker.runOnce();
    expect((await outboxOf(learner.id)).map((row) => row.status).sort()).toEqual(['sent', 'sent']);
  });

  it('turning SMS off cancels what is still queued to it', async () => {
    const learner = await signedInAs(t, 'student');
    await choose(learner.cookie, 'sms', { on: true, consent: true, phone: '0825550198' });
    await t.app.notify(learner.id, { title: 'NSFAS status updated', message: 'NSFAS set your funding status.', type: 'application_status' });
    const sibling = await signedInAs(t, 'student'); // the same family phone
    await choose(sibling.cookie, 'sms', { on: true, consent: true, phone: '0825550198' });
    await t.app.notify(sibling.id, { title: 'NSFAS status updated', message: 'NSFAS set your funding status.', type: 'application_status' });
    await choose(learner.cookie, 'sms', { on: false });
    await t.app.messaging.worker.runOnce();
    expect((await outboxOf(learner.id)).map((row) => row.status)).toEqual(['cancelled']);
    expect((await outboxOf(sibling.id)).map((row) => row.status)).toEqual(['sent']);
  });
});
