import { and, eq, isNull } from 'drizzle-orm';
import type { MessageChannel } from '@kusasa/domain/rules/messaging';
import type { Executor } from '../../db/database.ts';
import { messageChannels } from '../../db/schema/messaging.ts';

export type ChannelRow = typeof messageChannels.$inferSelect;

// The channels each learner chose, with the consent's version and time; STOP and "off" keep the
// row and set opted_out_at, so the record of what they agreed to (and when they stopped) stays.
export function createChannelsRepo(db: Executor) {
  return {
    of: (userId: string) => db.select().from(messageChannels).where(eq(messageChannels.userId, userId)),

    /** Turns a channel on: the address and a fresh consent, clearing any opt-out. */
    async turnOn(userId: string, channel: MessageChannel, address: string, consentVersion: string, at: Date) {
      const values = { address, consentVersion, consentedAt: at, optedOutAt: null };
      await db
        .insert(messageChannels)
        .values({ userId, channel, ...values })
        .onConflictDoUpdate({ target: [messageChannels.userId, messageChannels.channel], set: values });
    },

    /** Turns a channel off; a channel never chosen gets a row saying so (the bell is on without one). */
    async turnOff(userId: string, channel: MessageChannel, address: string, consentVersion: string, at: Date) {
      await db
        .insert(messageChannels)
        .values({ userId, channel, address, consentVersion, consentedAt: at, optedOutAt: at })
        .onConflictDoUpdate({ target: [messageChannels.userId, messageChannels.channel], set: { optedOutAt: at } });
    },

    /** STOP from a phone: every learner with that number on that channel, at once. Returns their ids. */
    async optOutAddress(channel: MessageChannel, address: string, at: Date): Promise<string[]> {
      const rows = await db
        .update(messageChannels)
        .set({ optedOutAt: at })
        .where(and(eq(messageChannels.channel, channel), eq(messageChannels.address, address), isNull(messageChannels.optedOutAt)))
        .returning({ userId: messageChannels.userId });
      return rows.map((row) => row.userId);
    },
  };
}
