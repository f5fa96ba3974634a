import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_RETRY_WINDOW_HOURS } from '@kusasa/domain/rules/admissions';
import type { ApiEvent } from '@kusasa/domain/schemas/institution-api/common';
import type { DeliveryList, SavedWebhook } from '@kusasa/domain/schemas/institution-api/webhook';
import { call } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { apiCall, institutionWithLead } from './institution-api.test-support.ts';
import { DELIVERY_MAX_ATTEMPTS, deliveryRetryDelayMs, isAllowedWebhookUrl, SIGNATURE_HEADER, verifySignature } from './webhook-signature.ts';

interface Received {
  body: string;
  signature: string | undefined;
}

/** A webhook receiver on an ephemeral port: records every request, answers `status()`. */
async function startReceiver(status: () => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers[SIGNATURE_HEADER];
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: Array.isArray(signature) ? signature[0] : signature });
      response.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/kusasa`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deliver = () => t.app.housekeeping.runOnce();

describe('webhooks', () => {
  it('posts every event signed with the secret shown once; the receiver verifies it', async () => {
    const receiver = await startReceiver();
    try {
      const uni = await institutionWithLead(t);
      const saved = await call(t.app, 'PUT', '/api/institution/webhook', { cookie: uni.lead.cookie, payload: { url: receiver.url } });
      expect(saved.statusCode, saved.body).toBe(201);
      const { secret } = saved.json<SavedWebhook>();
      expect(secret).toMatch(/^whsec_/);
      const state = await call(t.app, 'GET', '/api/institution/webhook', { cookie: uni.lead.cookie });
      expect(state.body).not.toContain(secret!);

      const { key } = await uni.apiKey();
      const [a, b] = await uni.submitted(2);
      for (const id of [a, b]) {
        const response = await apiCall(t.app, 'POST', `/api/v1/institution/applications/${id}/decisions`, key, {
          payload: { to: 'under-review' },
          headers: { 'idempotency-key': id! },
        });
        expect(response.statusCode).toBe(201);
      }
      await deliver();
      expect(receiver.received).toHaveLength(2);
      for (const { body, signature } of receiver.received) {
        expect(verifySignature(signature, body, secret!, new Date())).toBe(true);
        expect(verifySignature(signature, body.replace('under-review', 'approved'), secret!, new Date())).toBe(false);
        expect(verifySignature(signature, body, 'whsec_wrong', new Date())).toBe(false);
      }
      expect(receiver.received.map((r) => JSON.parse(r.body) as ApiEvent).map((e) => e.applicationId)).toEqual(expect.arrayContaining([a, b]));

      const log = (await call(t.app, 'GET', '/api/institution/webhook/deliveries', { cookie: uni.lead.cookie })).json<DeliveryList>();
      expect(log.deliveries.map((d) => [d.status, d.attempts, d.lastStatusCode, d.eventType])).toEqual([
        ['delivered', 1, 200, 'status-changed'],
        ['delivered', 1, 200, 'status-changed'],
      ]);

      // Send again: the same event, delivered once more.
      const resent = await call(t.app, 'POST', `/api/institution/webhook/deliveries/${log.deliveries[0]!.id}/resend`, { cookie: uni.lead.cookie });
      expect(resent.statusCode).toBe(200);
      await deliver();
      expect(receiver.received).toHaveLength(3);
    } finally {
      await receiver.close();
    }
  });

  it('signs with both secrets while a rotation overlaps', async () => {
    const receiver = await startReceiver();
    try {
      const uni = await institutionWithLead(t);
      const old = (await call(t.app, 'PUT', '/api/institution/webhook', { cookie: uni.lead.cookie, payload: { url: receiver.url } })).json<SavedWebhook>()
        .secret!;
      const rotated = await call(t.app, 'POST', '/api/institution/webhook/rotate-secret', { cookie: uni.lead.cookie });
      const { secret, webhook } = rotated.json<SavedWebhook>();
      expect(secret).not.toBe(old);
      expect(webhook.previousSecretUntil).not.toBeNull();
      const { key } = await uni.apiKey();
      const [id] = await uni.submitted(1);
      await apiCall(t.app, 'POST', `/api/v1/institution/applications/${id}/decisions`, key, {
        payload: { to: 'under-review' },
        headers: { 'idempotency-key': 'k' },
      });
      await deliver();
      const [{ body, signature } = { body: '', signature: '' }] = receiver.received;
      expect(signature?.match(/v1=/g)).toHaveLength(2);
      expect(verifySignature(signature, body, old, new Date())).toBe(true);
      expect(verifySignature(signature, body, secret!, new Date())).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('retries a failing receiver later, with the status in the log', async () => {
    const receiver = await startReceiver(() => 503);
    try {
      const uni = await institutionWithLead(t);
      await call(t.app, 'PUT', '/api/institution/webhook', { cookie: uni.lead.cookie, payload: { url: receiver.url } });
      const { key } = await uni.apiKey();
      const [id] = await uni.submitted(1);
      await apiCall(t.app, 'POST', `/api/v1/institution/applications/${id}/decisions`, key, {
        payload: { to: 'under-review' },
        headers: { 'idempotency-key': 'k' },
      });
      await deliver();
      await deliver();
      expect(receiver.received).toHaveLength(1);
      const [delivery] = (await call(t.app, 'GET', '/api/institution/webhook/deliveries', { cookie: uni.lead.cookie })).json<DeliveryList>().deliveries;
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503 });
      expect(new Date(delivery!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 20_000);
    } finally {
      await receiver.close();
    }
  });

  it('takes only https addresses (and http://127.0.0.1 in tests), from the lead only', async () => {
    const uni = await institutionWithLead(t);
    for (const url of ['http://example.ac.za/hook', 'ftp://example.ac.za', 'not a url', 'https://user:pw@example.ac.za/']) {
      expect((await call(t.app, 'PUT', '/api/institution/webhook', { cookie: uni.lead.cookie, payload: { url } })).statusCode, url).toBe(400);
    }
    expect(isAllowedWebhookUrl('http://127.0.0.1:8080/x', false)).toBe(false);
    expect(isAllowedWebhookUrl('https://example.ac.za/x', false)).toBe(true);
    const other = await institutionWithLead(t, 'Other');
    expect((await call(t.app, 'POST', '/api/institution/webhook/rotate-secret', { cookie: other.lead.cookie })).statusCode).toBe(404);
  });

  it('retries with growing delays for the retry window, then gives up', () => {
    expect(deliveryRetryDelayMs(1)).toBe(30_000);
    expect(deliveryRetryDelayMs(2)).toBe(60_000);
    let total = 0;
    for (let n = 1; n < DELIVERY_MAX_ATTEMPTS; n++) total += deliveryRetryDelayMs(n);
    expect(total).toBeGreaterThanOrEqual(WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000);
    expect(total - deliveryRetryDelayMs(DELIVERY_MAX_ATTEMPTS - 1)).toBeLessThan(WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000);
  });
});
