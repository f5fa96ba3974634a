import { messagingErrorTexts } from '@kusasa/domain/messaging-texts';
import {
  MESSAGE_CHANNELS,
  MESSAGING_CONSENT_VERSION,
  isPhoneChannel,
  nextSendableTime,
  onWithoutChoice,
  type MessageChannel,
  type QuietHours,
} from '@kusasa/domain/rules/messaging';
import { channelChoiceErrors, type ChannelChoice, type ChannelSettings } from '@kusasa/domain/schemas/messaging';
import { errorTexts } from '@kusasa/domain/texts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { UsersService } from '../users/users.service.ts';
import { createChannelsRepo, type ChannelRow } from './channels.repo.ts';
import { optOutConfirmation, type ComposedMessage } from './composed-message.ts';
import { createOutboxRepo } from './outbox.repo.ts';

/** How long to wait, each time, for a receipt's message to be marked sent. */
const RECEIPT_RETRY_MS = [250, 1_000, 5_000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

interface Deps {
  db: Database;
  clock: () => Date;
  users: Pick<UsersService, 'personalDetails'>;
  quietHours: QuietHours;
}

const isOn = (channel: MessageChannel, row: ChannelRow | undefined) => (row ? row.optedOutAt === null : onWithoutChoice(channel));

/** What one channel carries of a composed message: the body, and the rest in the payload. */
function contentFor(channel: MessageChannel, message: ComposedMessage) {
  switch (channel) {
    case 'in-app':
      return { body: message.inApp.message, payload: { title: message.inApp.title } };
    case 'email':
      return { body: message.email.body, payload: { subject: message.email.subject } };
    case 'sms':
      return { body: message.sms, payload: {} };
    case 'whatsapp':
      return { body: message.sms, payload: { whatsapp: message.whatsapp } };
  }
}

interface Addressed {
  userId: string;
  channel: MessageChannel;
  toAddress: string;
  now: Date;
  quietHours: QuietHours;
}

/** One message on one channel, in the caller's transaction; false when its dedupe key was queued before. */
function enqueueOne(executor: Executor, message: ComposedMessage, { userId, channel, toAddress, now, quietHours }: Addressed): Promise<boolean> {
  const nextAttemptAt = channel === 'in-app' ? now : nextSendableTime(now, quietHours);
  const row = { userId, channel, toAddress, template: message.template, subject: message.subject ?? null, nextAttemptAt };
  return createOutboxRepo(executor).enqueue({ ...row, dedupeKey: `${message.dedupeKey}:${channel}`, ...contentFor(channel, message) }, now);
}

// The channels a learner chose and the queueing of messages to them (issue 30). Queueing happens
// in the caller's transaction, once per dedupe key; SMS, WhatsApp and email wait for the end of
// quiet hours. The outbox worker sends.
export function createMessagingService({ db, clock, users, quietHours }: Deps) {
  const enqueue = (executor: Executor, userId: string, channel: MessageChannel, toAddress: string, message: ComposedMessage) =>
    enqueueOne(executor, message, { userId, channel, toAddress, now: clock(), quietHours });
  async function channelsOf(userId: string): Promise<ChannelSettings> {
    const rows = new Map((await createChannelsRepo(db).of(userId)).map((row) => [row.channel, row]));
    return {
      channels: MESSAGE_CHANNELS.map((channel) => {
        const row = rows.get(channel);
        const on = isOn(channel, row);
        return {
          channel,
          on,
          address: channel === 'in-app' ? null : (row?.address ?? null),
          consentedAt: on && row ? row.consentedAt.toISOString() : null,
          optedOutAt: row?.optedOutAt?.toISOString() ?? null,
        };
      }),
    };
  }

  /** The learner's channels that are on, with their addresses. */
  async function activeChannels(executor: Executor, userId: string): Promise<{ channel: MessageChannel; address: string }[]> {
    const rows = new Map((await createChannelsRepo(executor).of(userId)).map((row) => [row.channel, row]));
    return MESSAGE_CHANNELS.filter((channel) => isOn(channel, rows.get(channel))).map((channel) => ({
      channel,
      address: rows.get(channel)?.address ?? '',
    }));
  }

  return {
    channelsOf,

    async choose(userId: string, channel: MessageChannel, choice: ChannelChoice & { phone?: string }): Promise<ChannelSettings> {
      const fields = channelChoiceErrors(channel, choice);
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', errorTexts.validation, fields);
      const user = await users.personalDetails(userId);
      if (!user) throw new AppError('NOT_FOUND', messagingErrorTexts.studentsOnly);
      const address = isPhoneChannel(channel) ? (choice.phone ?? '') : channel === 'email' ? user.email : '';
      const now = clock();
      await db.transaction(async (tx) => {
        const repo = createChannelsRepo(tx);
        if (choice.on) return repo.turnOn(userId, channel, address, MESSAGING_CONSENT_VERSION, now);
        const current = (await repo.of(userId)).find((row) => row.channel === channel);
        await repo.turnOff(userId, channel, current?.address ?? address, MESSAGING_CONSENT_VERSION, now);
        if (current) await createOutboxRepo(tx).cancelQueuedTo(channel, current.address, userId);
      });
      return channelsOf(userId);
    },

    /**
     * Queues `message` on each channel the learner has on (except those in `skip`), once per
     * `dedupeKey` and channel, in `executor`'s transaction. Resolves with how many were queued.
     */
    async queue(executor: Executor, userId: string, message: ComposedMessage, options: { skip?: MessageChannel[] } = {}): Promise<number> {
      let queued = 0;
      for (const { channel, address } of await activeChannels(executor, userId)) {
        if (options.skip?.includes(channel)) continue;
        if (await enqueue(executor, userId, channel, channel === 'in-app' ? userId : address, message)) queued += 1;
      }
      return queued;
    },

    /**
     * Queues `message` to addresses that are not the learner's own channels (a guardian's phone
     * and email), kept under the learner's account for "Your data"; once per dedupe key and channel.
     */
    async queueTo(executor: Executor, userId: string, message: ComposedMessage, to: { channel: 'sms' | 'email'; address: string }[]): Promise<number> {
      let queued = 0;
      for (const { channel, address } of to) if (await enqueue(executor, userId, channel, address, message)) queued += 1;
      return queued;
    },

    /**
     * A provider's delivery report. One may overtake the write of the message's provider id (the
     * SMSC answers the submit and sends the receipt at once), so a report that names no sent
     * message yet is tried again a few times before it is dropped as not ours.
     */
    async receipt(channel: MessageChannel, providerRef: string, delivered: boolean, at: Date, error?: string): Promise<boolean> {
      for (const waitMs of [0, ...RECEIPT_RETRY_MS]) {
        if (waitMs > 0) await sleep(waitMs);
        if (await createOutboxRepo(db).recordReceipt(channel, providerRef, delivered, at, error)) return true;
      }
      return false;
    },

    /** "Your data": the channels with their consents, and every message queued to the learner. */
    async dataOf(userId: string) {
      const [channels, messages] = await Promise.all([createChannelsRepo(db).of(userId), createOutboxRepo(db).ofUser(userId)]);
      return { channels, messages };
    },

    /** Messages by channel and status since `since` (admins' counts and the metrics). */
    counts: (since: Date) => createOutboxRepo(db).countsSince(since),
    /** Messages that failed after every retry, or were interrupted mid-send, newest first. */
    problems: (limit = 100) => createOutboxRepo(db).problems(limit),

    /** An admin sends a failed or interrupted message again: queued now (quiet hours still apply). */
    async retry(id: string): Promise<void> {
      const outbox = createOutboxRepo(db);
      const row = await outbox.find(id);
      if (!row) throw new AppError('NOT_FOUND', messagingErrorTexts.messageNotFound);
      if (row.status !== 'failed' && row.status !== 'unknown') throw new AppError('CONFLICT', messagingErrorTexts.notRetryable);
      await outbox.requeue(id, nextSendableTime(clock(), quietHours));
    },

    /** STOP from a phone: that channel goes off for everyone with the number, and nothing queued to it is sent. */
    async optOut(channel: 'sms' | 'whatsapp', address: string): Promise<string[]> {
      const now = clock();
      return db.transaction(async (tx) => {
        const userIds = await createChannelsRepo(tx).optOutAddress(channel, address, now);
        const outbox = createOutboxRepo(tx);
        await outbox.cancelQueuedTo(channel, address);
        // One confirmation that it worked, sent even in quiet hours: the learner just wrote to us.
        if (userIds[0]) await outbox.enqueue(optOutConfirmation(channel, address, userIds[0], now), now);
        return userIds;
      });
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
