import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { recoveryTexts } from '@kusasa/domain/pricing-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useClaimPayment, useRecoverablePayments } from '../api/payment-recovery';

/**
 * The learner's recoverable payments (seed 002 sections 2 and 4): a pending one can be claimed,
 * a failed or expired one retried through checkout. Renders nothing when there are none (or
 * while loading, or when the list cannot be loaded: it is a helper, not the page's content).
 */
export function PaymentRecoveryCard({ className }: { className?: string }) {
  const { data } = useRecoverablePayments();
  const claim = useClaimPayment();
  if (!data || data.payments.length === 0) return null;

  return (
    <Card role="region" aria-labelledby="payment-recovery-heading" className={className}>
      <h2 id="payment-recovery-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-950 dark:text-white">
        <RotateCcw aria-hidden="true" className="size-5 text-amber-700 dark:text-amber-300" />
        {recoveryTexts.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{recoveryTexts.intro}</p>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {data.payments.map((payment) => {
          const claiming = claim.isPending && claim.variables === payment.id;
          return (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-950 dark:text-white">
                  {payment.planName} · {formatZar(payment.amountCents)}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  <span className="font-mono break-all">{payment.merchantReference}</span> · {formatListDate(payment.createdAt)}
                </p>
                <Badge tone={payment.status === 'pending' ? 'accent' : 'neutral'} className="mt-1 capitalize">
                  {payment.status}
                </Badge>
              </div>
              {payment.status === 'pending' && payment.canClaim ? (
                <Button
                  size="sm"
                  onClick={() => claim.mutate(payment.id)}
                  disabled={claim.isPending}
                  aria-busy={claiming}
                  aria-label={`${recoveryTexts.claim} ${payment.merchantReference}`}
                >
                  {recoveryTexts.claim}
                </Button>
              ) : payment.canRetry ? (
                <Link
                  to={`/checkout?plan=${payment.planId}`}
                  className={buttonVariants({ size: 'sm', variant: 'outline' })}
                  aria-label={`${recoveryTexts.retry} ${payment.merchantReference}`}
                >
                  {recoveryTexts.retry}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
