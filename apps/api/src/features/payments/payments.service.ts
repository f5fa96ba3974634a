import { randomBytes } from 'node:crypto';
import { paymentTexts } from '@kusasa/domain/payment-texts';
import { paymentTierForPlan, planById, planMeetsFeature } from '@kusasa/domain/rules/plans';
import { type CreatePaymentRequest, type CreatePaymentResponse, type RedirectField } from '@kusasa/domain/schemas/payments/create-payment';
import { paidPlanIdSchema, type CheckoutPaymentMethod } from '@kusasa/domain/schemas/payments/payment-states';
import { type PaymentView } from '@kusasa/domain/schemas/payments/payment-view';
import { checkoutSignature, formatPayfastAmount, PAYFAST_FIELD_ORDER, type PayfastField } from '../../adapters/payments/payfast.ts';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { PaymentKind } from '../../db/schema/payments.ts';
import { AppError } from '../../http/app-error.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { parseNotificationBody, verifyNotification } from './payfast-notification.ts';
import type { PaymentCompletion } from './payment-completion.ts';
import { toCheckoutStatus, toPaymentView, type CheckoutPaymentStatus } from './payment-views.ts';
import { createPaymentsRepo, type PaymentRow } from './payments.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export const NOTIFY_PATH = '/api/payments/payfast/notify';

/** PayFast's payment_method codes; airtime has none, so the buyer chooses on PayFast's page. */
const PAYFAST_METHOD: Record<CheckoutPaymentMethod, string | undefined> = { card: 'cc', eft: 'ef', qr: 'mp', store: 'sc', airtime: undefined };

/** KUS-20260301-9F3A1C2B7E: the day for people reading statements, random for uniqueness. */
function newMerchantReference(now: Date): string {
  return `KUS-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** A payment to start: what it buys, priced by the server (never by the browser). */
export interface CheckoutOrder {
  userId: string;
  kind: PaymentKind;
  /** Plans only. */
  planId: string | null;
  /** What a non-plan payment pays for (a partner's id). */
  subjectId: string | null;
  tier: string;
  amountCents: number;
  itemName: string;
  paymentMethod: CheckoutPaymentMethod;
  /** Kusasa pages (path and query) the provider sends the browser back to, given the encoded reference. */
  returnPath: (reference: string) => string;
  cancelPath: (reference: string) => string;
}

interface Deps extends Pick<Kernel, 'db' | 'clock' | 'audit' | 'plans' | 'guardianConsent'> {
  gateway: PaymentGateway;
  completion: PaymentCompletion;
  users: Pick<UsersService, 'personalDetails'>;
  publicUrl: string;
}

// Checkout and its result. The amount always comes from the plan table here and the outcome
// only from the provider: the browser chooses a plan and is sent to pay, nothing more.
export function createPaymentsService({ db, clock, gateway, completion, audit, plans, users, publicUrl, guardianConsent }: Deps) {
  const repo = createPaymentsRepo(db);

  async function ownPayment(userId: string, merchantReference: string): Promise<PaymentRow> {
    const payment = await repo.byReferenceForUser(merchantReference, userId);
    if (!payment) throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
    return payment;
  }

  /** Asks the provider about a payment it can be asked about, and applies a confirmed result. */
  async function refreshFromProvider(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status === 'paid') return payment;
    const result = await gateway.lookup(payment.merchantReference);
    return result ? completion.apply(payment.id, result) : payment;
  }

  /**
   * Stores a pending payment at the amount the caller priced on the server and returns PayFast's
   * signed form fields. Plans and partner subscriptions both start here.
   */
  async function startCheckout(order: CheckoutOrder, origin: string): Promise<CreatePaymentResponse> {
    // No payment of any kind from a learner under 18 until their guardian confirms (issue 32).
    await guardianConsent.assertSharing(order.userId);
    const contact = await users.personalDetails(order.userId);
    const now = clock();
    const payment = await repo.insert({
      userId: order.userId,
      merchantReference: newMerchantReference(now),
      kind: order.kind,
      planId: order.planId,
      subjectId: order.subjectId,
      tier: order.tier,
      amountCents: order.amountCents,
      currency: 'ZAR',
      status: 'pending',
      paymentMethod: order.paymentMethod,
      provider: gateway.provider,
      createdAt: now,
      updatedAt: now,
    });
    const reference = encodeURIComponent(payment.merchantReference);
    const fields: Partial<Record<PayfastField, string>> = {
      merchant_id: gateway.merchantId,
      merchant_key: gateway.merchantKey,
      return_url: `${origin}${order.returnPath(reference)}`,
      cancel_url: `${origin}${order.cancelPath(reference)}`,
      notify_url: `${publicUrl}${NOTIFY_PATH}`,
      name_first: contact?.fullName?.trim().split(/\s+/)[0]?.slice(0, 100),
      email_address: contact?.email,
      m_payment_id: payment.merchantReference,
      amount: formatPayfastAmount(payment.amountCents),
      item_name: order.itemName.slice(0, 100),
      payment_method: PAYFAST_METHOD[order.paymentMethod],
    };
    const ordered: RedirectField[] = PAYFAST_FIELD_ORDER.flatMap((name) => {
      const value = fields[name]?.trim();
      return value ? [{ name, value }] : [];
    });
    ordered.push({ name: 'signature', value: checkoutSignature(fields, gateway.passphrase) });
    return { paymentUrl: gateway.processUrl(origin), merchantReference: payment.merchantReference, method: 'POST', fields: ordered };
  }

  return {
    refreshFromProvider,

    /** `origin` is the Kusasa origin the browser is on (checked by the CSRF guard): it comes back there. */
    async create(userId: string, input: CreatePaymentRequest, origin: string): Promise<CreatePaymentResponse> {
      const parsedPlan = paidPlanIdSchema.safeParse(input.plan);
      const tier = parsedPlan.success ? paymentTierForPlan(parsedPlan.data) : null;
      if (!parsedPlan.success || !tier) throw new AppError('VALIDATION', paymentTexts.invalidPlan, { plan: paymentTexts.invalidPlan });
      const plan = planById(parsedPlan.data);
      // Paying again for what one already holds is a mistake worth stopping before the money moves.
      if (planMeetsFeature(await plans.currentPlanId(userId), plan.id))
        throw new AppError('CONFLICT', paymentTexts.alreadyHoldsPlan, { plan: paymentTexts.alreadyHoldsPlan });
      return startCheckout(
        {
          userId,
          kind: 'plan',
          planId: plan.id,
          subjectId: null,
          tier,
          amountCents: plan.priceCents,
          itemName: `${plan.name} ${paymentTexts.itemNameSuffix}`,
          paymentMethod: input.paymentMethod ?? 'card',
          returnPath: (reference) => `/payment-success?m_payment_id=${reference}`,
          cancelPath: (reference) => `/payment-cancelled?m_payment_id=${reference}`,
        },
        origin,
      );
    },

    startCheckout,

    /** A payment of this kind of the user's, as it stands (or after asking the provider, with `refresh`). */
    async statusOf(userId: string, merchantReference: string, kind: PaymentKind, refresh: boolean): Promise<CheckoutPaymentStatus> {
      const payment = await repo.byReferenceForUser(merchantReference, userId, kind);
      if (!payment) throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
      return toCheckoutStatus(refresh ? await refreshFromProvider(payment) : payment, clock());
    },

    /** What a payment of this kind of the user's pays for (its subject, e.g. an application), or 404. */
    async subjectOf(userId: string, merchantReference: string, kind: PaymentKind): Promise<string> {
      const payment = await repo.byReferenceForUser(merchantReference, userId, kind);
      if (!payment?.subjectId) throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
      return payment.subjectId;
    },

    async get(userId: string, merchantReference: string): Promise<PaymentView> {
      return toPaymentView(await ownPayment(userId, merchantReference), clock());
    },

    async check(userId: string, merchantReference: string): Promise<PaymentView> {
      return toPaymentView(await refreshFromProvider(await ownPayment(userId, merchantReference)), clock());
    },

    /** The ITN. Throws VALIDATION for anything PayFast's checks refuse, after logging it as a security event. */
    async notify(body: string, ip: string): Promise<void> {
      const pairs = parseNotificationBody(body);
      const verdict = pairs ? await verifyNotification(pairs, ip, gateway, repo) : { ok: false as const, reason: 'malformed' };
      if (!verdict.ok) {
        await audit.security({
          action: 'PAYMENT_NOTIFICATION_REJECTED',
          message: `Payment notification rejected: ${verdict.reason}`,
          severity: 'warning',
          component: 'payments',
          details: {
            reason: verdict.reason,
            ip,
            provider: gateway.provider,
            ...('merchantReference' in verdict ? { m_payment_id: verdict.merchantReference } : {}),
          },
        });
        throw new AppError('VALIDATION', paymentTexts.invalidNotification);
      }
      await completion.apply(verdict.payment.id, verdict.result);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
