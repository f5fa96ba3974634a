import type { NewNotification } from '@kusasa/domain/schemas/notifications';
import { partnerLabels, partnerPortalTexts } from '@kusasa/domain/partner-texts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { partnerTierSchema } from '@kusasa/domain/schemas/partners/common';
import { fillText } from '@kusasa/domain/texts';
import type { Executor } from '../../db/database.ts';
import { nextInvoiceNumber } from './partner-payments.service.ts';
import { createPartnerPaymentsRepo } from './partner-payments.repo.ts';
import { createPartnersRepo } from './partners.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export type Notify = (userId: string, input: NewNotification, tx: Executor) => Promise<unknown>;

/** A partner checkout payment the provider confirmed (handed over by the payments feature's completion, areas/payments.ts). */
export interface PaidSubscription {
  paymentId: string;
  partnerId: string | null;
  userId: string | null;
  merchantReference: string;
  amountCents: number;
  paymentMethod: string | null;
  paidAt: Date | null;
}

// What a confirmed partner checkout does, inside the payment's transaction (its row locked): the
// partner payment with an invoice number, and the partner active. The partner payment is unique per
// provider payment, so a repeated notification, a check again or a replay records nothing twice.
export function createPartnerSubscriptions({ clock, notify }: Pick<Kernel, 'clock'> & { notify: Notify }) {
  return {
    async recordCheckoutPayment(paid: PaidSubscription, tx: Executor): Promise<void> {
      if (!paid.partnerId) throw new Error(`partner payment ${paid.merchantReference} names no partner`);
      const partner = await createPartnersRepo(tx).lock(paid.partnerId);
      if (!partner) throw new Error(`partner payment ${paid.merchantReference} names a partner that does not exist`);
      const payments = createPartnerPaymentsRepo(tx);
      if (await payments.byProviderPayment(paid.paymentId)) return;
      const now = clock();
      const day = isoCalendarDateIn(paid.paidAt ?? now);
      await payments.insert({
        partnerId: partner.id,
        paymentId: paid.paymentId,
        amountCents: paid.amountCents,
        paymentMethod: paid.paymentMethod,
        status: 'paid',
        paymentDate: day,
        dueDate: day,
        invoiceNumber: await nextInvoiceNumber(tx, now),
        referenceNumber: paid.merchantReference,
        createdAt: now,
        updatedAt: now,
      });
      if (partner.status !== 'active') await createPartnersRepo(tx).update(partner.id, { status: 'active', updatedAt: now });
      const ownerId = partner.ownerId ?? paid.userId;
      const tier = partnerLabels.tiers[partnerTierSchema.catch('basic').parse(partner.tier)];
      if (ownerId)
        await notify(
          ownerId,
          { title: partnerPortalTexts.activatedTitle, message: fillText(partnerPortalTexts.activatedMessage, { tier }), type: 'system' },
          tx,
        );
    },
  };
}
export type PartnerSubscriptions = ReturnType<typeof createPartnerSubscriptions>;
