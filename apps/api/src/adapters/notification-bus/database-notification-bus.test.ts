import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createDatabaseNotificationBus, NOTIFICATIONS_CHANNEL } from './database-notification-bus.ts';
import type { NotificationBus, NotificationEvent } from './notification-bus.ts';

// The bus on whichever database the suite runs on: PGlite by default, PostgreSQL with DATABASE_URL.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Every bus a test makes is closed after it, passed or failed, so no listener outlives its test.
const buses: NotificationBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});
function makeBus(log = recordingLog().log, handle: Pick<DatabaseHandle, 'db' | 'listen'> = database) {
  const bus = createDatabaseNotificationBus(handle, log);
  buses.push(bus);
  return bus;
}

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, message: String(args.find((a) => typeof a === 'string') ?? '') });
  const log = { warn: record('warn'), info: record('info'), error: record('error'), debug: record('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** Subscribes and collects events; `next()` returns the next event not yet returned (or fails after `ms`). */
async function collect(bus: NotificationBus, userId: string) {
  const events: NotificationEvent[] = [];
  let taken = 0;
  const stop = await bus.subscribe(userId, (event) => void events.push(event));
  return {
    events,
    stop,
    async next(ms = 5000) {
      const deadline = Date.now() + ms;
      while (events.length <= taken) {
        if (Date.now() > deadline) throw new Error(`expected event ${taken + 1}, got ${events.length}`);
        await pause(20);
      }
      return events[taken++]!;
    },
  };
}
async function query<T>(statement: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(statement);
  return (result as { rows: T[] }).rows;
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database notification bus', () => {
  it("delivers a published event to that user's subscribers only", async () => {
    const bus = makeBus();
    const [alice, bob] = [randomUUID(), randomUUID()];
    const forAlice = await collect(bus, alice);
    const alsoAlice = await collect(bus, alice);
    const forBob = await collect(bus, bob);
    const event = { id: randomUUID(), userId: alice };
    await bus.publish(event);
    expect(await forAlice.next()).toEqual(event);
    expect(await alsoAlice.next()).toEqual(event);
    await bus.publish({ id: randomUUID(), userId: bob });
    await forBob.next();
    expect(forBob.events.map((e) => e.userId)).toEqual([bob]);
    await bus.close();
  });

  it('sends an event published in a transaction at commit, and never after a rollback', async () => {
    const bus = makeBus();
    const user = randomUUID();
    const sub = await collect(bus, user);
    const kept = { id: randomUUID(), userId: user };
    await database.db
      .transaction(async (tx) => {
        await bus.publish({ id: randomUUID(), userId: user }, tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await bus.publish(kept, tx);
      await pause(150);
      expect(sub.events).toEqual([]);
    });
    expect(await sub.next()).toEqual(kept);
    await pause(100);
    expect(sub.events).toEqual([kept]);
    await bus.close();
  });

  it('stops delivering to an unsubscribed listener', async () => {
    const bus = makeBus();
    const user = randomUUID();
    const gone = await collect(bus, user);
    const staying = await collect(bus, user);
    gone.stop();
    await bus.publish({ id: randomUUID(), userId: user });
    await staying.next();
    expect(gone.events).toEqual([]);
    await bus.close();
  });

  it('ignores a malformed payload on the channel, with a warning', async () => {
    const { log, lines } = recordingLog();
    const bus = makeBus(log);
    const user = randomUUID();
    const sub = await collect(bus, user);
    await database.db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${'not json'})`);
    await database.db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify({ id: 'x', userId: user })})`);
    const event = { id: randomUUID(), userId: user };
    await bus.publish(event);
    expect(await sub.next()).toEqual(event);
    expect(sub.events).toEqual([event]);
    expect(lines.filter((l) => l.message === 'ignored a malformed notification event')).toHaveLength(2);
    await bus.close();
  });

  it('refuses subscribers once closed, and can be closed twice', async () => {
    const bus = makeBus();
    await collect(bus, randomUUID());
    await bus.close();
    await bus.close();
    await expect(bus.subscribe(randomUUID(), () => undefined)).rejects.toThrow('closed');
  });

  it('does not listen before the first subscriber', async () => {
    let listens = 0;
    const counting = { db: database.db, listen: (...args: Parameters<DatabaseHandle['listen']>) => (listens++, database.listen(...args)) };
    const bus = makeBus(recordingLog().log, counting);
    await bus.publish({ id: randomUUID(), userId: randomUUID() });
    expect(listens).toBe(0);
    await collect(bus, randomUUID());
    await collect(bus, randomUUID());
    expect(listens).toBe(1);
    await bus.close();
  });
});

describe.runIf(process.env.DATABASE_URL)('on a PostgreSQL server', () => {
  const listenerPids = async () => {
    const rows = await query<{ pid: number }>(
      sql`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${NOTIFICATIONS_CHANNEL}`} and pid <> pg_backend_pid()`,
    );
    return rows.map((row) => Number(row.pid));
  };

  it('listens on a dedicated connection and reconnects when it is cut', async () => {
    const { log, lines } = recordingLog();
    const bus = makeBus(log);
    const user = randomUUID();
    const sub = await collect(bus, user);
    const [pid] = await listenerPids();
    expect(pid).toBeDefined();

    await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    const deadline = Date.now() + 10_000;
    while (!lines.some((l) => l.message === 'notification listener reconnected')) {
      if (Date.now() > deadline) throw new Error(`no reconnect: ${JSON.stringify(lines)}`);
      await pause(100);
    }
    expect(lines.some((l) => l.level === 'warn' && l.message.includes('lost its connection'))).toBe(true);
    const event = { id: randomUUID(), userId: user };
    await bus.publish(event);
    expect(await sub.next()).toEqual(event);

    await bus.close();
    await pause(200);
    expect(await listenerPids()).toEqual([]);
  });

  it('delivers across separate pools, as between app instances', async () => {
    const { openDatabase } = await import('../../db/client.ts');
    const url = new URL(process.env.DATABASE_URL!);
    const [current] = await query<{ db: string }>(sql`select current_database() as db`);
    url.pathname = `/${current!.db}`;
    const second = await openDatabase({ kind: 'postgres', url: url.toString() });
    const receiving = makeBus();
    const sending = makeBus(recordingLog().log, second);
    try {
      const user = randomUUID();
      const sub = await collect(receiving, user);
      const event = { id: randomUUID(), userId: user };
      await sending.publish(event);
      expect(await sub.next()).toEqual(event);
    } finally {
      await receiving.close();
      await sending.close();
      await second.close();
    }
  });
});
