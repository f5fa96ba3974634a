import type { ServerResponse } from 'node:http';
import { NOTIFICATION_STREAM_EVENT, type Notification } from '@kusasa/domain/schemas/notifications';
import type { NotificationBus, NotificationEvent } from '../../adapters/notification-bus/notification-bus.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionTokenOf, signedIn, type SessionCookieSettings, type SessionResolver } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { startEventStream } from '../../http/event-stream.ts';
import type { Kernel } from '../../core/kernel.ts';

export const HEARTBEAT_MS = 25_000;
/** How long the browser's EventSource waits before reconnecting. */
const RETRY_MS = 5_000;
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Open streams one session may hold (a few tabs); a new one beyond that closes the oldest. */
export const MAX_STREAMS_PER_SESSION = 3;
/** Open streams one address may hold (a school lab shares one); beyond that the oldest closes. */
export const MAX_STREAMS_PER_ADDRESS = 30;

/** Streams grouped by a key, oldest first; opening one beyond the cap ends the oldest. */
export function streamGroups(cap: number) {
  const groups = new Map<string, (() => void)[]>();
  return {
    add(key: string, end: () => void) {
      const group = groups.get(key) ?? [];
      group.push(end);
      groups.set(key, group);
      if (group.length > cap) group[0]?.();
    },
    remove(key: string, end: () => void) {
      const group = groups.get(key)?.filter((other) => other !== end) ?? [];
      if (group.length === 0) groups.delete(key);
      else groups.set(key, group);
    },
  };
}

export interface StreamDeps extends Pick<Kernel, 'clock'> {
  bus: NotificationBus;
  /** The user's own notification, or undefined when it is gone (or not theirs). */
  forDelivery: (userId: string, id: string) => Promise<Notification | undefined>;
  sessions: SessionResolver;
  cookie: SessionCookieSettings;
  heartbeatMs?: number;
}

// GET /api/notifications/stream: server-sent events. 'notification' events carry the new row; a
// comment every 25 s keeps proxies from closing an idle connection, and is when the session is
// checked again, so a stream ends soon after sign-out and at the session's expiry. Open streams end
// when the app closes (preClose), so they never hold a shutdown open.
export function notificationStreamRoutes(app: App, { bus, forDelivery, sessions, cookie, clock, heartbeatMs = HEARTBEAT_MS }: StreamDeps) {
  const open = new Set<() => void>();
  const bySession = streamGroups(MAX_STREAMS_PER_SESSION);
  const byAddress = streamGroups(MAX_STREAMS_PER_ADDRESS);
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  app.get(
    '/api/notifications/stream',
    { schema: { tags: ['notifications'], produces: ['text/event-stream'] }, config: { permission: 'notifications:own' } },
    async (request, reply) => {
      const { user, expiresAt, sessionId } = signedIn(request);
      const token = sessionTokenOf(request, cookie);
      const res: ServerResponse = reply.raw;
      let ready = false;
      const early: NotificationEvent[] = [];

      const deliver = (event: NotificationEvent) => {
        if (!ready) return void early.push(event);
        forDelivery(user.id, event.id).then(
          (notification) => {
            if (notification && !res.writableEnded)
              res.write(`id: ${notification.id}\nevent: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify(notification)}\n\n`);
          },
          (error: unknown) => request.log.warn({ err: error, notificationId: event.id }, 'could not deliver a notification'),
        );
      };

      let unsubscribe: () => void;
      try {
        unsubscribe = await bus.subscribe(user.id, deliver);
      } catch (error) {
        throw new AppError('UNAVAILABLE', 'Live notifications are unavailable right now.', undefined, { cause: error });
      }

      const end = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        open.delete(end);
        bySession.remove(sessionId, end);
        byAddress.remove(request.ip, end);
        if (!res.writableEnded) res.end();
      };
      const heartbeat = setInterval(() => {
        res.write(': heartbeat\n\n');
        if (!token) return end();
        sessions.resolve(token).then(
          (session) => {
            if (session.status !== 'active' || session.user.id !== user.id) end();
          },
          (error: unknown) => request.log.warn({ err: error }, 'could not re-check the session of a notification stream'),
        );
      }, heartbeatMs).unref();
      const expiry = setTimeout(end, Math.min(Math.max(expiresAt.getTime() - clock().getTime(), 0), MAX_TIMER_MS)).unref();
      open.add(end);
      res.on('close', end);
      bySession.add(sessionId, end);
      byAddress.add(request.ip, end);

      startEventStream(request, reply, { retryMs: RETRY_MS });
      ready = true;
      for (const event of early.splice(0)) deliver(event);
    },
  );
}
