import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { applicationFeeTexts as t } from '@kusasa/domain/application-fee-texts';
import { Alert } from '../../components/ui/alert';
import { feeKeys, getFeeCheckout } from './api/application-fees';

const POLL_MS = 2_000;

/** Back from PayFast on /apply (?feePaid=REF or ?feeUnpaid=REF): asks until the payment is settled. */
export function FeePaymentReturn() {
  const [params] = useSearchParams();
  const paid = params.get('feePaid');
  const unpaid = params.get('feeUnpaid');
  const client = useQueryClient();
  const query = useQuery({
    queryKey: feeKeys.checkout(paid ?? ''),
    queryFn: ({ signal }) => getFeeCheckout(paid ?? '', signal),
    enabled: paid !== null,
    refetchInterval: (current) => (current.state.data?.paymentStatus === 'pending' ? POLL_MS : false),
  });
  useEffect(() => {
    if (query.data && query.data.paymentStatus !== 'pending') void client.invalidateQueries({ queryKey: feeKeys.mine() });
  }, [client, query.data]);

  if (unpaid !== null) return <Alert tone="info">{t.paymentNotDone}</Alert>;
  if (paid === null) return null;
  if (query.data?.fee.status === 'paid') return <Alert tone="success">{t.paidConfirmed}</Alert>;
  if (query.isError || (query.data && query.data.paymentStatus !== 'pending')) return <Alert tone="info">{t.paymentNotDone}</Alert>;
  return <Alert tone="info">{t.paidReturn}</Alert>;
}
