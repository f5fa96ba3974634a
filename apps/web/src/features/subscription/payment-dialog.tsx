import * as Dialog from '@radix-ui/react-dialog';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { checkoutTexts, subscriptionTexts } from '@kusasa/domain/pricing-texts';
import { formatZar } from '@kusasa/domain/rules/money';
import { planById } from '@kusasa/domain/rules/plans';
import type { PaidPlanId } from '@kusasa/domain/schemas/payments/payment-states';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { PaymentStarter } from '../../lib/payment-starter';
import { dialogContentClass } from '../../components/ui/dialog';

/**
 * 'Complete Your Subscription': a hand-off, not a card form. The server prices the plan and the
 * learner pays on PayFast's hosted page (or the simulator's), so Kusasa never handles card data.
 */
export function PaymentDialog({ planId, payment, onClose }: { planId: PaidPlanId | null; payment: PaymentStarter; onClose: () => void }) {
  const plan = planId ? planById(planId) : null;
  return (
    <Dialog.Root open={plan !== null} onOpenChange={(open) => !open && !payment.busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">{subscriptionTexts.dialogTitle}</Dialog.Title>
          {plan && planId && (
            <>
              <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
                {plan.name}: <strong className="text-slate-950 dark:text-white">{formatZar(plan.priceCents)}</strong> {checkoutTexts.onceOffNote}
              </Dialog.Description>
              <p className="mt-4 flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
                <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {subscriptionTexts.pciNote}
              </p>
              {payment.error && (
                <Alert tone="error" className="mt-4">
                  {payment.error}
                </Alert>
              )}
              <div className="mt-6 flex flex-col gap-2">
                <Button size="lg" onClick={() => payment.start(planId, 'card')} disabled={payment.busy} aria-busy={payment.busy}>
                  {payment.busy ? checkoutTexts.paying : subscriptionTexts.continueToPayment}
                </Button>
                <Link
                  to={`/checkout?plan=${planId}`}
                  className="self-center rounded text-sm font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
                >
                  {subscriptionTexts.otherMethod}
                </Link>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
