import {
  SUPPORT_ACKS_PER_RECIPIENT_PER_DAY,
  SUPPORT_RATE_LIMIT_PER_HOUR,
  SUPPORT_SIGNED_OUT_PER_RECIPIENT_PER_HOUR,
  supportReference,
  type SupportStatus,
} from '@kusasa/domain/rules/support';
import type { SupportList, SupportRequest, SupportRequestInput, SupportStatusChange, SupportSubmitted } from '@kusasa/domain/schemas/support';
import { supportCategorySchema } from '@kusasa/domain/schemas/support';
import { supportTexts as texts } from '@kusasa/domain/support-texts';
import { fillText } from '@kusasa/domain/texts';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import { createSupportRepo, type SupportRow } from './support.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export const SUPPORT_ACTIONS = { answered: 'SUPPORT_REQUEST_ANSWERED', reopened: 'SUPPORT_REQUEST_REOPENED' } as const;

interface Deps extends Pick<Kernel, 'db' | 'clock' | 'mailer' | 'log' | 'throttle' | 'plans'> {
  audit: Pick<AuditService, 'adminAction'>;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Signed-out requests per sending address and per named email address, counted on every instance. */
const SIGNED_OUT_RULES = {
  address: { limit: SUPPORT_RATE_LIMIT_PER_HOUR, windowMs: HOUR_MS, blockMs: HOUR_MS },
  recipient: { limit: SUPPORT_SIGNED_OUT_PER_RECIPIENT_PER_HOUR, windowMs: HOUR_MS, blockMs: HOUR_MS },
};
const ACK_RULE = { limit: SUPPORT_ACKS_PER_RECIPIENT_PER_DAY, windowMs: DAY_MS, blockMs: DAY_MS };

export function toSupportRequest(row: SupportRow, priority: boolean): SupportRequest {
  return {
    id: row.id,
    reference: supportReference(row.id),
    name: row.name,
    email: row.email,
    // Stored from the schema's enum; an unknown value (a category retired later) shows as Other.
    category: supportCategorySchema.catch('Other').parse(row.category),
    subject: row.subject,
    message: row.message,
    status: row.status === 'answered' ? 'answered' : 'open',
    signedIn: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    reply: row.reply,
    priority,
  };
}

// Contact Us: a request is stored, acknowledged by mail (the reference and the 24-hour promise),
// and worked through by admins, who answer by mail (audited) or reopen it.
export function createSupportService({ db, clock, audit, mailer, log, throttle, plans }: Deps) {
  /**
   * The priority queue (issue 31): which open requests' senders hold a plan with priority support
   * now. Only open requests are looked up, once per sender.
   */
  async function prioritySenders(rows: SupportRow[], executor?: Executor): Promise<Set<string>> {
    const senders = [...new Set(rows.flatMap((row) => (row.status === 'open' && row.userId ? [row.userId] : [])))];
    const held = await Promise.all(senders.map(async (userId) => ((await plans.currentPlan(userId, executor)).includesPrioritySupport ? [userId] : [])));
    return new Set(held.flat());
  }
  const isPriority = (row: SupportRow, senders: Set<string>) => row.status === 'open' && row.userId !== null && senders.has(row.userId);

  /** A signed-out sender is counted by address and by the email address they name; past either limit, 429 and nothing stored. */
  async function admitSignedOut(ip: string, email: string): Promise<void> {
    const keys = { address: { scope: 'support:address', subject: ip }, recipient: { scope: 'support:recipient', subject: email.toLowerCase() } };
    if (await throttle.blockOf([keys.address, keys.recipient])) throw new AppError('RATE_LIMITED', texts.tooMany);
    await throttle.hit([
      { ...keys.address, rule: SIGNED_OUT_RULES.address },
      { ...keys.recipient, rule: SIGNED_OUT_RULES.recipient },
    ]);
  }

  /** The reference and a fixed text, at most a few a day to one address; the request is kept either way. */
  async function acknowledge(email: string, reference: string, supportRequestId: string): Promise<void> {
    const key = { scope: 'support:ack', subject: email.toLowerCase() };
    try {
      if (await throttle.blockOf([key])) return;
      await throttle.hit([{ ...key, rule: ACK_RULE }]);
      await mailer.send({ to: email, subject: fillText(texts.ackSubject, { reference }), text: fillText(texts.ackBody, { reference }) });
    } catch (error) {
      log.error({ err: error, supportRequestId }, 'support acknowledgement not sent');
    }
  }

  return {
    async submit(input: SupportRequestInput, sender: { userId: string | null; ip: string }): Promise<SupportSubmitted> {
      if (!sender.userId) await admitSignedOut(sender.ip, input.email);
      const row = await createSupportRepo(db).insert({ ...input, userId: sender.userId, status: 'open', createdAt: clock() });
      const reference = supportReference(row.id);
      await acknowledge(row.email, reference, row.id);
      return { id: row.id, reference, message: fillText(texts.sent, { reference }) };
    },

    async list(status?: SupportStatus): Promise<SupportList> {
      const repo = createSupportRepo(db);
      const [rows, open] = await Promise.all([repo.list(status), repo.openCount()]);
      const senders = await prioritySenders(rows);
      // Priority requests first; otherwise the repo's order (newest first) is kept (a stable sort).
      const requests = rows.map((row) => toSupportRequest(row, isPriority(row, senders)));
      return { requests: requests.sort((a, b) => Number(b.priority) - Number(a.priority)), open };
    },

    /**
     * Answers (optionally mailing a reply first: the outbox cannot join the transaction) or
     * reopens a request; the change and its audit entry are written together.
     */
    async changeStatus(actor: Actor, id: string, { status, reply }: SupportStatusChange): Promise<SupportRequest> {
      const existing = await createSupportRepo(db).lock(id);
      if (!existing) throw new AppError('NOT_FOUND', texts.notFound);
      const reference = supportReference(id);
      const mailed = status === 'answered' && reply ? reply : null;
      if (mailed) await mailer.send({ to: existing.email, subject: fillText(texts.replySubject, { reference, subject: existing.subject }), text: mailed });
      return db.transaction(async (tx) => {
        const repo = createSupportRepo(tx);
        const row = await repo.lock(id);
        if (!row) throw new AppError('NOT_FOUND', texts.notFound);
        const now = clock();
        const after = await repo.update(
          id,
          status === 'answered'
            ? { status, answeredAt: now, answeredBy: actor.id, ...(mailed ? { reply: mailed } : {}) }
            : { status, answeredAt: null, answeredBy: null },
        );
        await audit.adminAction(
          {
            adminId: actor.id,
            action: status === 'answered' ? SUPPORT_ACTIONS.answered : SUPPORT_ACTIONS.reopened,
            message: status === 'answered' ? `Support request ${reference} answered${mailed ? ' by email' : ''}` : `Support request ${reference} reopened`,
            targetType: 'support_request',
            targetId: id,
            component: 'support',
            details: { from: row.status, to: status, mailed: mailed !== null },
          },
          tx,
        );
        return toSupportRequest(after, isPriority(after, await prioritySenders([after], tx)));
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
