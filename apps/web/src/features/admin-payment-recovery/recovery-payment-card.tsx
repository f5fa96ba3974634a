import { Link2, CheckCheck } from 'lucide-react';
import { adminRecoveryTexts } from '@kusasa/domain/pricing-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import type { AdminRecoveryPayment } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

/** One payment to recover: what PayFast reported, who it belongs to (if anyone), and the actions. */
export function RecoveryPaymentCard({ payment, onLink, onResolve }: { payment: AdminRecoveryPayment; onLink?: () => void; onResolve?: () => void }) {
  const resolved = payment.resolvedAt !== null;
  return (
    <article
      aria-label={`Payment ${payment.merchantReference}`}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono font-semibold break-all text-slate-950 dark:text-white">{payment.merchantReference}</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {payment.planName} · {formatZar(payment.amountCents)} · {formatListDate(payment.createdAt)}
          </p>
        </div>
        <Badge tone={payment.status === 'paid' ? 'brand' : payment.status === 'pending' ? 'accent' : 'neutral'} className="capitalize">
          {payment.status}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900 dark:text-slate-100">User</dt>
        <dd className="break-all text-slate-800 dark:text-slate-200">
          {payment.user ? `${payment.user.email}${payment.user.trackingId ? ` (${payment.user.trackingId})` : ''}` : 'Not linked'}
        </dd>
        {payment.refundReason && (
          <>
            <dt className="font-medium text-slate-900 dark:text-slate-100">{adminRecoveryTexts.refundReason}</dt>
            <dd className="text-slate-800 dark:text-slate-200">{payment.refundReason}</dd>
          </>
        )}
        {payment.payerEmail && (
          <>
            <dt className="font-medium text-slate-900 dark:text-slate-100">Payer email</dt>
            <dd className="break-all text-slate-800 dark:text-slate-200">{payment.payerEmail}</dd>
          </>
        )}
        {payment.providerPaymentId && (
          <>
            <dt className="font-medium text-slate-900 dark:text-slate-100">PayFast ID</dt>
            <dd className="font-mono text-slate-800 dark:text-slate-200">{payment.providerPaymentId}</dd>
          </>
        )}
        {resolved && (
          <>
            <dt className="font-medium text-slate-900 dark:text-slate-100">Resolved</dt>
            <dd className="text-slate-800 dark:text-slate-200">
              {formatListDate(payment.resolvedAt ?? '')}
              {payment.resolutionNotes ? `: ${payment.resolutionNotes}` : ''}
            </dd>
          </>
        )}
      </dl>
      {(onLink || onResolve) && !resolved && (
        <div className="mt-4 flex flex-wrap gap-2">
          {onLink && (
            <Button size="sm" onClick={onLink} aria-label={`${adminRecoveryTexts.link} ${payment.merchantReference}`}>
              <Link2 aria-hidden="true" />
              {adminRecoveryTexts.link}
            </Button>
          )}
          {onResolve && (
            <Button size="sm" variant="outline" onClick={onResolve} aria-label={`${adminRecoveryTexts.resolve} ${payment.merchantReference}`}>
              <CheckCheck aria-hidden="true" />
              {adminRecoveryTexts.resolve}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
