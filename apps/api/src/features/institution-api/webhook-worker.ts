import type { FastifyBaseLogger } from 'fastify';
import type { AdmissionsLedger } from '../../core/admissions/admissions-ledger.ts';
import type { Database } from '../../db/database.ts';
import { createPollLoop } from '../../jobs/poll-loop.ts';
import { resolvesToPublic } from './webhook-address.ts';
import { toApiEvent } from './event-view.ts';
import { DELIVERY_MAX_ATTEMPTS, deliveryRetryDelayMs, SIGNATURE_HEADER, signatureHeader } from './webhook-signature.ts';
import { claimDueDeliveries, createWebhooksRepo, type DeliveryOutcome, type DeliveryRow, type WebhookRow } from './webhooks.repo.ts';

export interface WebhookWorkerOptions {
  db: Database;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  admissions: Pick<AdmissionsLedger, 'eventsBySeq'>;
  pollMs?: number;
  batch?: number;
  timeoutMs?: number;
  /** Outside production, http://127.0.0.1 receivers are posted to (webhook-address.ts). */
  allowLoopbackHttp: boolean;
}

const LEASE_MS = 60_000;

// Posts queued webhook deliveries (issue 25). Each instance polls; deliveries are claimed with
// FOR UPDATE SKIP LOCKED and a lease, so instances share them and a crash only delays one. A
// receiver's 2xx delivers; anything else is retried with growing delays for the retry window.
export function createWebhookWorker({ db, clock, log, admissions, pollMs = 1_000, batch = 25, timeoutMs = 10_000, allowLoopbackHttp }: WebhookWorkerOptions) {
  const repo = createWebhooksRepo(db);

  function failed(delivery: DeliveryRow, statusCode: number | null, error: string): DeliveryOutcome {
    const giveUp = delivery.attempts >= DELIVERY_MAX_ATTEMPTS;
    const next = new Date(clock().getTime() + deliveryRetryDelayMs(delivery.attempts));
    return {
      status: giveUp ? 'failed' : 'pending',
      lastStatusCode: statusCode,
      lastError: error.slice(0, 500),
      nextAttemptAt: giveUp ? null : next,
      deliveredAt: null,
    };
  }

  async function post(delivery: DeliveryRow, webhook: WebhookRow | undefined, body: string | undefined): Promise<DeliveryOutcome> {
    if (!webhook || body === undefined)
      return { status: 'failed', lastStatusCode: null, lastError: 'webhook or event gone', nextAttemptAt: null, deliveredAt: null };
    const now = clock();
    const overlap = webhook.previousSecret && webhook.previousSecretUntil && webhook.previousSecretUntil > now ? [webhook.previousSecret] : [];
    const timestamp = Math.floor(now.getTime() / 1000);
    try {
      if (!(await resolvesToPublic(new URL(webhook.url), allowLoopbackHttp))) return failed(delivery, null, 'the address is not a public one');
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Kusasa-Webhooks/1',
          'kusasa-delivery': delivery.id,
          [SIGNATURE_HEADER]: signatureHeader(body, timestamp, [webhook.secret, ...overlap]),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return { status: 'delivered', lastStatusCode: response.status, lastError: null, nextAttemptAt: null, deliveredAt: clock() };
      return failed(delivery, response.status, `HTTP ${response.status}`);
    } catch (error) {
      return failed(delivery, null, error instanceof Error ? error.message : String(error));
    }
  }

  async function deliverBatch(): Promise<number> {
    const now = clock();
    const claimed = await claimDueDeliveries(db, now, new Date(now.getTime() + LEASE_MS), batch);
    if (claimed.length === 0) return 0;
    const [webhooks, events] = await Promise.all([
      repo.webhooksByIds([...new Set(claimed.map((d) => d.webhookId))]),
      admissions.eventsBySeq([...new Set(claimed.map((d) => d.eventSeq))]),
    ]);
    const webhookById = new Map(webhooks.map((w) => [w.id, w]));
    const bodyBySeq = new Map(events.map((e) => [e.seq, JSON.stringify(toApiEvent(e))]));
    await Promise.all(
      claimed.map(async (delivery) => {
        const outcome = await post(delivery, webhookById.get(delivery.webhookId), bodyBySeq.get(delivery.eventSeq));
        if (outcome.status !== 'delivered')
          log.warn({ deliveryId: delivery.id, attempts: delivery.attempts, error: outcome.lastError }, 'webhook delivery failed');
        await repo.finish(delivery.id, outcome);
      }),
    );
    return claimed.length;
  }

  /** Delivers everything due, batch after batch; runOnce resolves with how many attempts were made. */
  return createPollLoop({
    name: 'webhook delivery',
    pollMs,
    log,
    async drain(stopped) {
      let count = 0;
      for (let n = await deliverBatch(); n > 0; n = stopped() ? 0 : await deliverBatch()) count += n;
      return count;
    },
  });
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
