import pg from 'pg';
import { assertChannelName, type ListenHandlers } from './database.ts';

// LISTEN on PostgreSQL needs a connection of its own: a pooled client would hand the session to
// other queries and drop the subscription. This one reconnects (1 s, doubling to 30 s) when the
// server goes away; notifications sent while it is down are lost, as LISTEN/NOTIFY is not durable,
// so readers must not depend on every payload (the web app refetches on reconnect).

export interface ListenOptions {
  retryMs?: number;
  maxRetryMs?: number;
}

/** Starts listening (throws if the first connection fails); the returned function stops for good. */
export async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers, { retryMs = 1000, maxRetryMs = 30_000 }: ListenOptions = {}) {
  assertChannelName(channel);
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = retryMs;

  const lose = (client: pg.Client, error?: Error) => {
    if (stopped || current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    handlers.onError?.(error ?? new Error('LISTEN connection ended'));
    schedule();
  };

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => handlers.onReconnect?.(),
        (error: unknown) => {
          handlers.onError?.(error as Error);
          delay = Math.min(delay * 2, maxRetryMs);
          schedule();
        },
      );
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    delay = retryMs;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
