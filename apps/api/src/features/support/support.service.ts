import { supportReference, type SupportStatus } from '@kusasa/domain/rules/support';
import type { SupportList, SupportRequest, SupportRequestInput, SupportStatusChange, SupportSubmitted } from '@kusasa/domain/schemas/support';
import { supportCategorySchema } from '@kusasa/domain/schemas/support';
import { supportTexts as texts } from '@kusasa/domain/support-texts';
import { fillText } from '@kusasa/domain/texts';
import type { Actor } from '../../auth/policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import { createSupportRepo, type SupportRow } from './support.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export const SUPPORT_ACTIONS = { answered: 'SUPPORT_REQUEST_ANSWERED', reopened: 'SUPPORT_REQUEST_REOPENED' } as const;

interface Deps extends Pick<Kernel, 'db' | 'clock' | 'mailer' | 'log'> {
  audit: Pick<AuditService, 'adminAction'>;
}

export function toSupportRequest(row: SupportRow): SupportRequest {
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
  };
}

// Contact Us: a request is stored, acknowledged by mail (the reference and the 24-hour promise),
// and worked through by admins, who answer by mail (audited) or reopen it.
export function createSupportService({ db, clock, audit, mailer, log }: Deps) {
  return {
    async submit(input: SupportRequestInput, userId: string | null): Promise<SupportSubmitted> {
      const row = await createSupportRepo(db).insert({ ...input, userId, status: 'open', createdAt: clock() });
      const reference = supportReference(row.id);
      // The request is kept even when the acknowledgement cannot be queued: admins still see it.
      try {
        await mailer.send({
          to: row.email,
          subject: fillText(texts.ackSubject, { reference }),
          text: fillText(texts.ackBody, { name: row.name, reference, subject: row.subject, message: row.message }),
        });
      } catch (error) {
        log.error({ err: error, supportRequestId: row.id }, 'support acknowledgement not sent');
      }
      return { id: row.id, reference, message: fillText(texts.sent, { reference }) };
    },

    async list(status?: SupportStatus): Promise<SupportList> {
      const repo = createSupportRepo(db);
      const [rows, open] = await Promise.all([repo.list(status), repo.openCount()]);
      return { requests: rows.map(toSupportRequest), open };
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
        return toSupportRequest(after);
      });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
