import type { Executor } from '../../db/database.ts';

// Live delivery of new notifications to open streams, on every app instance. The payload is only
// the ids (NOTIFY payloads are capped at 8000 bytes and must not carry personal data into the
// server log); the stream loads the row itself, which also re-checks that it still exists.

export interface NotificationEvent {
  id: string;
  userId: string;
}

export type NotificationListener = (event: NotificationEvent) => void;

export interface NotificationBus {
  /** Announces a notification to every instance; through a transaction it goes out at commit, or not at all. */
  publish(event: NotificationEvent, executor?: Executor): Promise<void>;
  /** Resolves once events for this user will reach `listener`; the returned function stops them. */
  subscribe(userId: string, listener: NotificationListener): Promise<() => void>;
  /** Stops listening; called by the app's onClose. */
  close(): Promise<void>;
}
