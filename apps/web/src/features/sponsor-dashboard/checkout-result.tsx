import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorTexts } from '@kusasa/domain/sponsor-texts';
import { formatZar } from '@kusasa/domain/rules/money';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { sponsorKeys, useCancelCheckout, useCheckPayment, useCheckoutStatus } from './api/hooks';

/**
 * What became of the payment the sponsor just came back from PayFast with (?m_payment_id=, and
 * &cancelled=1 when they cancelled there). The server's record decides, never the query string.
 */
export function CheckoutResult({ reference, cancelled }: { reference: string; cancelled: boolean }) {
  const status = useCheckoutStatus(reference);
  const check = useCheckPayment(reference);
  const client = useQueryClient();
  const outcome = status.data?.outcome;

  // Still processing on arrival: ask PayFast once, in case its notification has not reached us.
  const asked = useRef(false);
  const { mutate } = check;
  useEffect(() => {
    if (outcome !== 'processing' || cancelled || asked.current) return;
    asked.current = true;
    mutate();
  }, [outcome, cancelled, mutate]);

  // Cancelled at PayFast: free the requests now rather than when the hold runs out.
  const cancel = useCancelCheckout(reference);
  const cancelledOnce = useRef(false);
  const { mutate: release } = cancel;
  useEffect(() => {
    if (!cancelled || cancelledOnce.current || outcome === undefined || outcome === 'success') return;
    cancelledOnce.current = true;
    release();
  }, [cancelled, outcome, release]);

  // Paid: the sponsorships and the open requests have changed.
  useEffect(() => {
    if (outcome === 'success') void client.invalidateQueries({ queryKey: sponsorKeys.all, predicate: (query) => query.queryKey[1] !== 'checkout' });
  }, [outcome, client]);

  if (status.isPending) return <Spinner label={sponsorPageTexts.dashboard.checking} className="mt-6" />;
  if (cancelled && outcome !== 'success') {
    return (
      <Alert tone="info" className="mt-6">
        {sponsorTexts.paymentCancelled}
      </Alert>
    );
  }
  if (!status.data || outcome === 'failed') {
    return (
      <Alert tone="error" className="mt-6">
        {sponsorTexts.paymentFailed}
      </Alert>
    );
  }
  if (outcome === 'processing') {
    return (
      <Alert tone="info" className="mt-6">
        {sponsorTexts.paymentProcessing}
      </Alert>
    );
  }
  return (
    <Alert tone="success" className="mt-6">
      <p className="font-semibold">{sponsorTexts.paymentSuccessful}</p>
      <p>
        {formatZar(status.data.amountCents)} · {status.data.requestCount} {status.data.requestCount === 1 ? 'learner' : 'learners'}
      </p>
    </Alert>
  );
}
