import { notificationParamString, notificationSignature, parsePayfastAmount, signaturesMatch } from '../../adapters/payments/payfast.ts';
import type { PaymentGateway, ProviderPaymentStatus, ProviderResult } from '../../adapters/payments/payment-gateway.ts';
import type { PaymentRow, PaymentsRepo } from './payments.repo.ts';

/** One cent (R0.01): PayFast's own tolerance between the order total and amount_gross. */
export const AMOUNT_TOLERANCE_CENTS = 1;
const ITN_STATUSES: readonly string[] = ['COMPLETE', 'FAILED', 'CANCELLED'] satisfies ProviderPaymentStatus[];
const isItnStatus = (value: string): value is ProviderPaymentStatus => ITN_STATUSES.includes(value);

export type NotificationVerdict = { ok: true; payment: PaymentRow; result: ProviderResult } | { ok: false; reason: string; merchantReference?: string };

/** Form fields in posted order; null if a name repeats (which PayFast never sends). */
export function parseNotificationBody(body: string): [string, string][] | null {
  const pairs = [...new URLSearchParams(body)];
  return new Set(pairs.map(([name]) => name)).size === pairs.length ? pairs : null;
}

// PayFast's ITN checks (developers.payfast.co.za, "Conduct security checks"), cheapest first and
// the network call last: signature, merchant, source address, payment, amount, then optionally
// PayFast's validate endpoint. Any failure rejects the whole notification.
export async function verifyNotification(pairs: [string, string][], ip: string, gateway: PaymentGateway, repo: PaymentsRepo): Promise<NotificationVerdict> {
  const fields = new Map(pairs);
  const merchantReference = fields.get('m_payment_id');
  const refuse = (reason: string): NotificationVerdict => ({ ok: false, reason, ...(merchantReference ? { merchantReference } : {}) });

  if (!signaturesMatch(notificationSignature(pairs, gateway.passphrase), fields.get('signature'))) return refuse('signature');
  if (fields.get('merchant_id') !== gateway.merchantId) return refuse('merchant_id');
  if (!(await gateway.isTrustedSource(ip))) return refuse('source_address');
  const payment = merchantReference ? await repo.byReference(merchantReference) : null;
  if (!payment) return refuse('unknown_payment');
  const status = fields.get('payment_status') ?? '';
  if (!isItnStatus(status)) return refuse('payment_status');
  const amountGrossCents = parsePayfastAmount(fields.get('amount_gross'));
  if (amountGrossCents === null || Math.abs(amountGrossCents - payment.amountCents) > AMOUNT_TOLERANCE_CENTS) return refuse('amount');
  const providerPaymentId = fields.get('pf_payment_id')?.trim();
  if (!providerPaymentId) return refuse('pf_payment_id');
  if (!(await gateway.confirmNotification(notificationParamString(pairs)))) return refuse('remote_validation');

  return {
    ok: true,
    payment,
    result: { status, providerPaymentId, amountGrossCents, payerEmail: fields.get('email_address')?.trim() || null },
  };
}
