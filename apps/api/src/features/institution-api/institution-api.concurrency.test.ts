import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEvent } from '@kusasa/domain/schemas/institution-api/common';
import type { EventPage } from '@kusasa/domain/schemas/institution-api/events';
import type { SavedWebhook } from '@kusasa/domain/schemas/institution-api/webhook';
import type { DatabaseHandle } from '../../db/database.ts';
import { partnerTierConfig } from '../../db/schema/partners.ts';
import type { App } from '../../http/types.ts';
import { call } from '../../test/signed-in.ts';
import { buildTestAppOn } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { institutionWithLead } from './institution-api.test-support.ts';
import { SIGNATURE_HEADER, verifySignature } from './webhook-signature.ts';

// Two app instances on one PostgreSQL database, as two servers behind a balancer: 1,000 decisions
// written concurrently through both while a client polls `since` through both. The poller must see
// every event exactly once and in order, and the webhook every event at least once, signed.
// Only on PostgreSQL (DATABASE_URL): PGlite is one connection and cannot interleave transactions.

const DECISIONS = 1_000;
const WRITERS = 24;

describe.runIf(process.env.DATABASE_URL)('the institution API under concurrent writes on two instances', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  const bases: string[] = [];
  const received = new Map<string, { body: string; signature: string }>();
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.set((JSON.parse(body) as ApiEvent).id, { body, signature: String(request.headers[SIGNATURE_HEADER]) });
      response.writeHead(204).end();
    });
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    for (let i = 0; i < 2; i++) {
      const app = await buildTestAppOn(database);
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    await database.db.update(partnerTierConfig).set({ apiRateLimit: null }).where(eq(partnerTierConfig.tier, 'basic'));
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await database?.close();
  });

  it('delivers every event once and in order to a poller, and at least once to the webhook', { timeout: 240_000 }, async () => {
    const uni = await institutionWithLead({ app: apps[0]!, database });
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
    const { secret } = (await call(apps[0]!, 'PUT', '/api/institution/webhook', { cookie: uni.lead.cookie, payload: { url: hookUrl } })).json<SavedWebhook>();
    const { key } = await uni.apiKey();
    const ids = await uni.submitted(DECISIONS);
    const auth = { authorization: `Bearer ${key}` };

    let writing = true;
    const next = { index: 0 };
    const writer = async (w: number) => {
      while (next.index < ids.length) {
        const id = ids[next.index++]!;
        const response = await fetch(`${bases[w % 2]}/api/v1/institution/applications/${id}/decisions`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': id },
          body: JSON.stringify({ to: 'under-review' }),
        });
        expect(response.status).toBe(201);
      }
    };

    const seen: ApiEvent[] = [];
    const poller = async () => {
      let cursor = '';
      for (let n = 0; ; n++) {
        const wasWriting = writing;
        const response = await fetch(`${bases[n % 2]}/api/v1/institution/applications?limit=50${cursor ? `&since=${cursor}` : ''}`, { headers: auth });
        expect(response.status).toBe(200);
        const page = (await response.json()) as EventPage;
        seen.push(...page.events);
        cursor = page.nextCursor;
        if (!wasWriting && !page.hasMore && page.events.length === 0) return;
        if (!page.hasMore) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };

    const polling = poller();
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    writing = false;
    await polling;

    expect(seen).toHaveLength(DECISIONS);
    expect(new Set(seen.map((e) => e.id)).size).toBe(DECISIONS);
    expect(new Set(seen.map((e) => e.applicationId))).toEqual(new Set(ids));
    const seqs = seen.map((e) => Number(Buffer.from(e.cursor, 'base64url').toString().split(':')[1]));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    const deadline = Date.now() + 120_000;
    while (received.size < DECISIONS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.size).toBe(DECISIONS);
    for (const event of seen) {
      const delivery = received.get(event.id);
      expect(delivery && verifySignature(delivery.signature, delivery.body, secret!, new Date())).toBe(true);
    }
  });
});
