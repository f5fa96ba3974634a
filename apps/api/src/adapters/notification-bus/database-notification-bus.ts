import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';
import type { NotificationBus, NotificationListener } from './notification-bus.ts';

/** Lowercase: PGlite's listen does not quote the name (../shared/design/stack-notes.md). */
export const NOTIFICATIONS_CHANNEL = 'notifications';

const eventSchema = z.object({ id: z.uuid(), userId: z.uuid() });

// PostgreSQL LISTEN/NOTIFY on both drivers: on a server, a dedicated connection per app instance
// receives every instance's notifications; on PGlite, its in-process listen. One LISTEN per
// instance, started on the first subscriber, fans out to the open streams of each user.
export function createDatabaseNotificationBus(database: Pick<DatabaseHandle, 'db' | 'listen'>, log: FastifyBaseLogger): NotificationBus {
  const listeners = new Map<string, Set<NotificationListener>>();
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;

  const dispatch = (payload: string) => {
    let event;
    try {
      event = eventSchema.parse(JSON.parse(payload));
    } catch {
      log.warn({ channel: NOTIFICATIONS_CHANNEL }, 'ignored a malformed notification event');
      return;
    }
    for (const listener of listeners.get(event.userId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        log.error({ err: error }, 'a notification listener failed');
      }
    }
  };

  const startListening = () => {
    listening ??= database
      .listen(NOTIFICATIONS_CHANNEL, {
        onPayload: dispatch,
        onError: (error) => log.warn({ err: error }, 'notification listener lost its connection; reconnecting'),
        onReconnect: () => log.info('notification listener reconnected'),
      })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  };

  return {
    async publish(event, executor = database.db) {
      await executor.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify({ id: event.id, userId: event.userId })})`);
    },

    async subscribe(userId, listener) {
      if (closed) throw new Error('the notification bus is closed');
      const forUser = listeners.get(userId) ?? new Set();
      forUser.add(listener);
      listeners.set(userId, forUser);
      const unsubscribe = () => {
        forUser.delete(listener);
        if (forUser.size === 0 && listeners.get(userId) === forUser) listeners.delete(userId);
      };
      try {
        await startListening();
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },

    async close() {
      closed = true;
      listeners.clear();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
