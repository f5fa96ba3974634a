import type { NewNotification } from '@kusasa/domain/schemas/notifications';
import { partnerInquiryTexts as texts, partnerLabels } from '@kusasa/domain/partner-texts';
import {
  canMoveInquiry,
  INQUIRY_FORM_TOKEN_MAX_AGE_HOURS,
  INQUIRY_HONEYPOT_FIELD,
  INQUIRY_MIN_FILL_SECONDS,
  INQUIRY_STATUSES,
  inquiryStatusOf,
  type InquiryStatus,
} from '@kusasa/domain/rules/partners';
import type {
  Inquiry,
  InquiryFormResponse,
  InquiryReply,
  InquiryRequestValues,
  InquiryStatusChange,
  InquiryStatusChangeResponse,
  NewInquiryReply,
} from '@kusasa/domain/schemas/partners/inquiries';
import { newInquiryReplySchema } from '@kusasa/domain/schemas/partners/inquiries';
import { fillText } from '@kusasa/domain/texts';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { InquiryForPartner } from '../partners/partners.service.ts';
import { createFormTokens } from '../../http/form-tokens.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { toInquiry, toInquiryReply } from './inquiry-views.ts';
import { createPartnerInquiriesRepo, type InquiryRow } from './partner-inquiries.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export const INQUIRY_ACTIONS = {
  statusChanged: 'PARTNER_INQUIRY_STATUS_CHANGED',
  converted: 'PARTNER_INQUIRY_CONVERTED',
  replied: 'PARTNER_INQUIRY_REPLIED',
} as const;

export type Notify = (userId: string, input: NewNotification, tx: Executor) => Promise<unknown>;

/** The partner CRM, as converting an inquiry needs it (wired in its area, apps/api/src/areas): creates the partner inside `tx`. */
export interface PartnerFromInquiry {
  createFromInquiry(actor: Actor, inquiry: InquiryForPartner, tx: Executor): Promise<{ id: string }>;
}

interface Deps extends Pick<Kernel, 'db' | 'clock' | 'mailer' | 'log'> {
  audit: Pick<AuditService, 'adminAction'>;
  notify: Notify;
  partners: PartnerFromInquiry;
  /** The admins to tell of a new inquiry, and the names of reply senders (the users table is its own). */
  users: Pick<UsersService, 'idsOfType' | 'displayNamesOf'>;
  /** The key of the form tokens; one per process when unset (docs/decisions/0162). */
  formTokenSecret: string | undefined;
}

export type SubmitOutcome = 'stored' | 'ignored';

// Partnership inquiries: the public /partner-inquiry form (signed form token, honeypot, rate
// limit; admins notified) and the admin list with its state machine, Send Email and conversion.
export function createPartnerInquiriesService({ db, clock, audit, mailer, notify, partners, users, log, formTokenSecret }: Deps) {
  const tokens = createFormTokens(formTokenSecret, 'partner-inquiry', {
    minAgeMs: INQUIRY_MIN_FILL_SECONDS * 1000,
    maxAgeMs: INQUIRY_FORM_TOKEN_MAX_AGE_HOURS * 3_600_000,
  });

  async function withReplies(rows: InquiryRow[]): Promise<Inquiry[]> {
    const replies = await createPartnerInquiriesRepo(db).repliesFor(rows.map((row) => row.id));
    const senders = await users.displayNamesOf(replies.map((reply) => reply.senderId));
    return rows.map((row) => toInquiry(row, replies, senders));
  }

  return {
    formToken(): InquiryFormResponse {
      return { formToken: tokens.issue(clock()), minFillSeconds: INQUIRY_MIN_FILL_SECONDS };
    },

    /**
     * Stores an inquiry and tells every admin. A filled honeypot or a form sent faster than a person
     * can is answered like a success but kept nowhere, so a bot learns nothing; an altered or expired
     * token is refused (the page fetches a new one).
     */
    async submit(input: InquiryRequestValues, ip: string): Promise<SubmitOutcome> {
      if (input[INQUIRY_HONEYPOT_FIELD]) {
        log.info({ ip, reason: 'honeypot' }, 'partner inquiry ignored');
        return 'ignored';
      }
      const verdict = tokens.check(input.formToken, clock());
      if (verdict === 'invalid') throw new AppError('VALIDATION', texts.formExpired, { formToken: texts.formExpired });
      if (verdict === 'too-fast') {
        log.info({ ip, reason: 'too-fast' }, 'partner inquiry ignored');
        return 'ignored';
      }
      await db.transaction(async (tx) => {
        const repo = createPartnerInquiriesRepo(tx);
        const now = clock();
        const row = await repo.insert({
          institutionName: input.institutionName,
          institutionType: input.institutionType,
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone,
          website: input.website,
          studentCount: input.studentCount,
          interestedTier: input.interestedTier,
          message: input.message,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        const message = fillText(texts.newInquiryMessage, {
          institution: row.institutionName,
          type: partnerLabels.inquiryInstitutionTypes[input.institutionType],
        });
        for (const adminId of await users.idsOfType('admin', tx)) await notify(adminId, { title: texts.newInquiryTitle, message, type: 'system' }, tx);
      });
      return 'stored';
    },

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
