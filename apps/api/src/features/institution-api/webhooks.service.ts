import { admissionTexts } from '@kusasa/domain/admission-texts';
import { institutionApiTexts } from '@kusasa/domain/institution-api-texts';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@kusasa/domain/rules/admissions';
import type { Delivery, DeliveryList, SavedWebhook, SaveWebhook, Webhook, WebhookState } from '@kusasa/domain/schemas/institution-api/webhook';
import type { EventRow } from '../../core/admissions/admissions-ledger.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { isAllowedWebhookUrl, newWebhookSecret } from './webhook-signature.ts';
import { createWebhooksRepo, type DeliveryRow, type WebhookRow } from './webhooks.repo.ts';

const DELIVERY_LOG_SIZE = 50;
const iso = (at: Date | null) => at?.toISOString() ?? null;

const toWebhook = (row: WebhookRow, now: Date): Webhook => ({
  id: row.id,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  previousSecretUntil: row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
});

function toDelivery(row: DeliveryRow, event: EventRow | undefined): Delivery {
  return {
    id: row.id,
    eventId: event?.id ?? row.id,
    eventType: event?.type ?? 'unknown',
    applicationId: event?.applicationId ?? row.id,
    status: row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending',
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit' | 'institutionMembers' | 'admissions'> & { allowLoopbackHttp: boolean };

// The institution's webhook (issue 25): one address, a secret shown once, rotation with overlap,
// and the delivery log with "send again". Every appended event is queued for it in the event's
// own transaction (queue, wired to the ledger's onAppend by the area).
export function createWebhooksService({ db, clock, audit, institutionMembers, admissions, allowLoopbackHttp }: Deps) {
  const repo = createWebhooksRepo(db);

  async function leadAndWebhook(userId: string) {
    const { institutionId } = await institutionMembers.require(userId, 'manage');
    return { institutionId, webhook: await repo.activeOf(institutionId) };
  }

  async function record(userId: string, action: string, message: string, webhookId: string, details: Record<string, unknown>, tx: Executor) {
    await audit.adminAction(
      { adminId: userId, action, message, targetType: 'institution_webhook', targetId: webhookId, component: 'institution-api', details },
      tx,
    );
  }

  return {
    /** For ledger.onAppend: queues the event for the institution's webhook, in the event's transaction. */
    queue: (tx: Executor, event: EventRow) => createWebhooksRepo(tx).queue(event.institutionId, event.seq, clock()),

    async get(userId: string): Promise<WebhookState> {
      const { webhook } = await leadAndWebhook(userId);
      return { webhook: webhook ? toWebhook(webhook, clock()) : null };
    },

    async save(userId: string, input: SaveWebhook): Promise<SavedWebhook> {
      const { institutionId, webhook } = await leadAndWebhook(userId);
      if (!isAllowedWebhookUrl(input.url, allowLoopbackHttp)) {
        const message = input.url.startsWith('http://') ? admissionTexts.webhookUrlHttps : institutionApiTexts.webhookUrlInvalid;
        throw new AppError('VALIDATION', message, { url: message });
      }
      return db.transaction(async (tx) => {
        const txRepo = createWebhooksRepo(tx);
        if (webhook) {
          const updated = await txRepo.update(webhook.id, { url: input.url });
          await record(userId, 'INSTITUTION_WEBHOOK_CHANGED', 'Webhook address changed', webhook.id, { institutionId, from: webhook.url, to: input.url }, tx);
          return { webhook: toWebhook(updated, clock()) };
        }
        const secret = newWebhookSecret();
        const created = await txRepo.insert({ institutionId, url: input.url, secret, createdBy: userId, createdAt: clock() });
        await record(userId, 'INSTITUTION_WEBHOOK_CREATED', 'Webhook created', created.id, { institutionId, url: input.url }, tx);
        return { webhook: toWebhook(created, clock()), secret };
      });
    },

    async remove(userId: string): Promise<void> {
      const { institutionId, webhook } = await leadAndWebhook(userId);
      if (!webhook) throw new AppError('NOT_FOUND', institutionApiTexts.webhookNotFound);
      await db.transaction(async (tx) => {
        await createWebhooksRepo(tx).removeOf(institutionId);
        await record(userId, 'INSTITUTION_WEBHOOK_REMOVED', 'Webhook removed', webhook.id, { institutionId, url: webhook.url }, tx);
      });
    },

    /** A new secret; the old one keeps signing (beside it) for the overlap window. */
    async rotate(userId: string): Promise<SavedWebhook> {
      const { institutionId, webhook } = await leadAndWebhook(userId);
      if (!webhook) throw new AppError('NOT_FOUND', institutionApiTexts.webhookNotFound);
      const secret = newWebhookSecret();
      const until = new Date(clock().getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000);
      return db.transaction(async (tx) => {
        const updated = await createWebhooksRepo(tx).update(webhook.id, { secret, previousSecret: webhook.secret, previousSecretUntil: until });
        await record(userId, 'INSTITUTION_WEBHOOK_SECRET_ROTATED', 'Webhook secret rotated', webhook.id, { institutionId }, tx);
        return { webhook: toWebhook(updated, clock()), secret };
      });
    },

    async deliveries(userId: string): Promise<DeliveryList> {
      const { webhook } = await leadAndWebhook(userId);
      if (!webhook) return { deliveries: [] };
      const rows = await repo.latestDeliveries(webhook.id, DELIVERY_LOG_SIZE);
      const events = new Map((await admissions.eventsBySeq(rows.map((row) => row.eventSeq))).map((event) => [event.seq, event]));
      return { deliveries: rows.map((row) => toDelivery(row, events.get(row.eventSeq))) };
    },

    /** "Send again": pending now, with a fresh retry window. */
    async resend(userId: string, deliveryId: string): Promise<{ delivery: Delivery }> {
      const { webhook } = await leadAndWebhook(userId);
      const row = webhook ? await repo.resend(webhook.id, deliveryId, clock()) : undefined;
      if (!row) throw new AppError('NOT_FOUND', institutionApiTexts.deliveryNotFound);
      const [event] = await admissions.eventsBySeq([row.eventSeq]);
      return { delivery: toDelivery(row, event) };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
