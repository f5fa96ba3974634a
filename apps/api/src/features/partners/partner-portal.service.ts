import { partnerPortalTexts, partnerTexts } from '@kusasa/domain/partner-texts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { requiresEmailConfirmation } from '@kusasa/domain/rules/email-confirmation';
import { partnerGate } from '@kusasa/domain/rules/partners';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments/create-payment';
import { partnerStatusSchema } from '@kusasa/domain/schemas/partners/common';
import {
  partnerRegistrationSchema,
  type PartnerCheckoutRequest,
  type PartnerCheckoutStatus,
  type PartnerDashboard,
  type PartnerRegistration,
} from '@kusasa/domain/schemas/partners/portal';
import { fillText } from '@kusasa/domain/texts';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createPartnerNotesRepo } from './partner-notes.repo.ts';
import { createPartnerPaymentsRepo } from './partner-payments.repo.ts';
import { createPartnerTiersRepo } from './partner-tiers.repo.ts';
import { toPartnerPayment, toPortalPartner, toTierConfig } from './partner-views.ts';
import { createPartnersRepo, type PartnerRow } from './partners.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export const PARTNER_SUBSCRIPTION = 'partner_subscription' as const;
export const PARTNER_CHECKOUT_PAGE = '/partner/checkout';

/** The payments feature as the portal uses it (wired in its area, apps/api/src/areas): the same PayFast checkout as plans. */
export type PartnerPaymentsPort = Pick<PaymentsService, 'startCheckout' | 'statusOf'>;

export interface PortalUser extends Actor {
  email: string;
}

const notFound = () => new AppError('NOT_FOUND', partnerTexts.notFound);

// The partner portal (/partner/register, /partner-dashboard, /partner/checkout). An organisation's
// account owns at most one partner; its dashboard is the seed's gate. Admins read any partner's
// dashboard, owners only their own: another's answers 404, as a made-up id does (decision 0163).
interface Deps extends Pick<Kernel, 'db' | 'clock'> {
  payments: PartnerPaymentsPort;
  /** Whether the account confirmed its email through a mailed link (the users table is its own). */
  users: Pick<UsersService, 'emailConfirmedAt'>;
}

export function createPartnerPortalService({ db, clock, payments, users }: Deps) {
  async function dashboardOf(partner: PartnerRow | null, executor: Executor = db): Promise<PartnerDashboard> {
    const gate = partnerGate(partner ? { status: partnerStatusSchema.catch('pending').parse(partner.status) } : null);
    if (!partner || gate === 'no-partner') return { gate: 'no-partner' };
    const tierRow = await createPartnerTiersRepo(executor).byTier(partner.tier, { activeOnly: false });
    const today = isoCalendarDateIn(clock());
    const paymentRows = await createPartnerPaymentsRepo(executor).forPartner(partner.id);
    const shared = { partner: toPortalPartner(partner), payments: paymentRows.map((row) => toPartnerPayment(row, today)) };
    if (gate === 'payment-required') return { gate, ...shared, tier: tierRow?.active ? toTierConfig(tierRow) : null };
    return { gate, ...shared, tier: tierRow ? toTierConfig(tierRow) : null, applicationsOverview: { available: false } };
  }

  return {
    async dashboard(actor: Actor): Promise<PartnerDashboard> {
      return dashboardOf(await createPartnersRepo(db).byOwner(actor.id));
    },

    async dashboardFor(actor: Actor, partnerId: string): Promise<PartnerDashboard> {
      const partner = await createPartnersRepo(db).byId(partnerId);
      if (!partner || (actor.userType !== 'admin' && partner.ownerId !== actor.id)) throw notFound();
      return dashboardOf(partner);
    },

    /**
     * The organisation registers as a partner (pending). A partner an admin already created for the
     * account's confirmed email (a converted inquiry) is claimed instead of duplicated; an email no
     * mailed link confirmed (sponsors sign up without one) never claims anything.
     */
    async register(user: PortalUser, input: PartnerRegistration): Promise<PartnerDashboard> {
      const values = partnerRegistrationSchema.parse(input);
      const fields = { ...values, contactEmail: values.contactEmail ?? user.email };
      try {
        return await db.transaction(async (tx) => {
          const repo = createPartnersRepo(tx);
          if (await repo.byOwner(user.id)) throw new AppError('CONFLICT', partnerPortalTexts.alreadyRegistered);
          const emailProven = requiresEmailConfirmation(user.userType) && (await users.emailConfirmedAt(user.id, tx)) !== null;
          const claimable = emailProven ? await repo.claimableFor(user.email) : null;
          const now = clock();
          const row = claimable
            ? await repo.update(claimable.id, { ...fields, ownerId: user.id, updatedAt: now })
            : await repo.insert({
                ...fields,
                status: 'pending',
                integrationStatus: 'pending',
                createdBy: user.id,
                ownerId: user.id,
                createdAt: now,
                updatedAt: now,
              });
          await createPartnerNotesRepo(tx).insert({
            partnerId: row.id,
            note: fillText(partnerTexts.registeredNote, { email: user.email }),
            noteType: 'general',
            createdBy: user.id,
            createdAt: now,
          });
          return dashboardOf(row, tx);
        });
      } catch (error) {
        // The same account registering twice at once: the unique owner index lets one through.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', partnerPortalTexts.alreadyRegistered);
        throw error;
      }
    },

    /** One month of the partner's tier, priced from the tier configuration, through PayFast (or its simulator). */
    async checkout(actor: Actor, input: PartnerCheckoutRequest, origin: string): Promise<CreatePaymentResponse> {
      const partner = await createPartnersRepo(db).byOwner(actor.id);
      if (!partner) throw notFound();
      if (partner.status === 'active') throw new AppError('CONFLICT', partnerPortalTexts.alreadyActive);
      const tier = await createPartnerTiersRepo(db).byTier(partner.tier, { activeOnly: true });
      if (!tier) throw new AppError('CONFLICT', partnerPortalTexts.tierUnavailable);
      return payments.startCheckout(
        {
          userId: actor.id,
          kind: PARTNER_SUBSCRIPTION,
          planId: null,
          subjectId: partner.id,
          tier: tier.tier,
          amountCents: tier.monthlyFeeCents,
          itemName: fillText(partnerPortalTexts.itemName, { tier: tier.name }),
          paymentMethod: input.paymentMethod ?? 'eft',
          returnPath: (reference) => `${PARTNER_CHECKOUT_PAGE}?m_payment_id=${reference}`,
          cancelPath: (reference) => `${PARTNER_CHECKOUT_PAGE}?m_payment_id=${reference}&cancelled=1`,
        },
        origin,
      );
    },

    /** A checkout payment of the caller's, and the partner's status (active once the provider confirmed it). */
    async checkoutStatus(actor: Actor, merchantReference: string, refresh: boolean): Promise<PartnerCheckoutStatus> {
      const payment = await payments.statusOf(actor.id, merchantReference, PARTNER_SUBSCRIPTION, refresh);
      const partner = await createPartnersRepo(db).byOwner(actor.id);
      if (!partner) throw notFound();
      return { ...payment, partnerStatus: partnerStatusSchema.catch('pending').parse(partner.status) };
    },
  };
}
export type PartnerPortalService = ReturnType<typeof createPartnerPortalService>;
