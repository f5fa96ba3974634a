import { partnerInquiryTexts as texts } from '@kusasa/domain/partner-texts';
import { canMoveInquiry, INQUIRY_STATUSES, inquiryStatusOf, type InquiryStatus } from '@kusasa/domain/rules/partners';
import type { Inquiry, InquiryReply, InquiryStatusChange, InquiryStatusChangeResponse, NewInquiryReply } from '@kusasa/domain/schemas/partners/inquiries';
import { newInquiryReplySchema } from '@kusasa/domain/schemas/partners/inquiries';
import { fillText } from '@kusasa/domain/texts';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { InquiryForPartner } from '../partners/partners.service.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createInquiryForm, type InquiryFormDeps } from './inquiry-form.ts';
import { toInquiry, toInquiryReply } from './inquiry-views.ts';
import { createPartnerInquiriesRepo, type InquiryRow } from './partner-inquiries.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export const INQUIRY_ACTIONS = {
  statusChanged: 'PARTNER_INQUIRY_STATUS_CHANGED',
  converted: 'PARTNER_INQUIRY_CONVERTED',
  replied: 'PARTNER_INQUIRY_REPLIED',
} as const;

/** The partner CRM, as converting an inquiry needs it (wired in its area, apps/api/src/areas): creates the partner inside `tx`. */
export interface PartnerFromInquiry {
  createFromInquiry(actor: Actor, inquiry: InquiryForPartner, tx: Executor): Promise<{ id: string }>;
}

interface Deps extends InquiryFormDeps, Pick<Kernel, 'mailer'> {
  audit: Pick<AuditService, 'adminAction'>;
  partners: PartnerFromInquiry;
  /** The admins to tell of a new inquiry, and the names of reply senders (the users table is its own). */
  users: Pick<UsersService, 'idsOfType' | 'displayNamesOf'>;
}

// Partnership inquiries: the public /partner-inquiry form (inquiry-form.ts) and the admin list with
// its state machine, Send Email and conversion.
export function createPartnerInquiriesService({ db, clock, audit, mailer, notify, partners, users, log, formTokenSecret }: Deps) {
  const form = createInquiryForm({ db, clock, notify, users, log, formTokenSecret });

  async function withReplies(rows: InquiryRow[]): Promise<Inquiry[]> {
    const replies = await createPartnerInquiriesRepo(db).repliesFor(rows.map((row) => row.id));
    const senders = await users.displayNamesOf(replies.map((reply) => reply.senderId));
    return rows.map((row) => toInquiry(row, replies, senders));
  }

  return {
    ...form,

    async list(): Promise<Inquiry[]> {
      return withReplies(await createPartnerInquiriesRepo(db).list());
    },

    /**
     * Moves an inquiry along the state machine (refused with 409 otherwise, nothing written).
     * Converting creates the partner, prefilled, in the same transaction.
     */
    async changeStatus(actor: Actor, id: string, { status: to }: InquiryStatusChange): Promise<InquiryStatusChangeResponse> {
      const { row, partnerId } = await db.transaction(async (tx) => {
        const repo = createPartnerInquiriesRepo(tx);
        const inquiry = await repo.lock(id);
        if (!inquiry) throw new AppError('NOT_FOUND', texts.notFound);
        const from = inquiryStatusOf(inquiry.status);
        if (!canMoveInquiry(inquiry.status, to))
          throw new AppError('CONFLICT', fillText(texts.transitionRefused, { from, to }), { status: fillText(texts.transitionRefused, { from, to }) });
        const viewed = toInquiry(inquiry, [], new Map());
        const partner = to === 'converted' ? await partners.createFromInquiry(actor, viewed, tx) : null;
        const after = await repo.update(id, { status: to, updatedAt: clock(), ...(partner ? { partnerId: partner.id } : {}) });
        await audit.adminAction(
          {
            adminId: actor.id,
            action: partner ? INQUIRY_ACTIONS.converted : INQUIRY_ACTIONS.statusChanged,
            message: `Partner inquiry from ${inquiry.institutionName} moved from ${from} to ${to}`,
            targetType: 'partner_inquiry',
            targetId: id,
            component: 'partner-inquiries',
            details: { from, to, ...(partner ? { partnerId: partner.id } : {}) },
          },
          tx,
        );
        return { row: after, partnerId: partner?.id ?? null };
      });
      const [inquiry] = await withReplies([row]);
      if (!inquiry) throw new Error('inquiry vanished');
      return { inquiry, partnerId };
    },

    /**
     * Send Email: always allowed, whatever the status. The mail goes to the outbox (and on through
     * SMTP when configured) first, then the reply is kept with the inquiry and audited; the outbox
     * cannot join the transaction (the mail adapter owns its writes).
     */
    async reply(actor: Actor, id: string, input: NewInquiryReply): Promise<InquiryReply> {
      const { subject, message } = newInquiryReplySchema.parse(input);
      const inquiry = await createPartnerInquiriesRepo(db).byId(id);
      if (!inquiry) throw new AppError('NOT_FOUND', texts.notFound);
      await mailer.send({ to: inquiry.contactEmail, subject, text: message });
      return db.transaction(async (tx) => {
        const row = await createPartnerInquiriesRepo(tx).insertReply({
          inquiryId: id,
          subject,
          body: message,
          sentTo: inquiry.contactEmail,
          sentBy: actor.id,
          sentAt: clock(),
        });
        await audit.adminAction(
          {
            adminId: actor.id,
            action: INQUIRY_ACTIONS.replied,
            message: `Email sent to ${inquiry.contactEmail} about the inquiry from ${inquiry.institutionName}`,
            targetType: 'partner_inquiry',
            targetId: id,
            component: 'partner-inquiries',
            details: { replyId: row.id, subject },
          },
          tx,
        );
        return toInquiryReply(row, await users.displayNamesOf([row.senderId], tx));
      });
    },

    /** For the partner analytics (wired in its area, apps/api/src/areas). */
    async countsByStatus(): Promise<Record<InquiryStatus, number>> {
      const counts = Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<InquiryStatus, number>;
      for (const row of await createPartnerInquiriesRepo(db).countsByStatus()) counts[inquiryStatusOf(row.status)] += row.count;
      return counts;
    },
  };
}
export type PartnerInquiriesService = ReturnType<typeof createPartnerInquiriesService>;
