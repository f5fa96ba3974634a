import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consultationPageTexts as t } from '@kusasa/domain/consultation-texts';
import { Alert } from '../../components/ui/alert';
import { consultationKeys, getCheckout } from './api/consultations';

const POLL_MS = 2_000;

/** Back from PayFast (?paid=REF or ?unpaid=REF): asks until the payment is settled, then shows the booking as it is. */
export function PaymentReturn({ paid, unpaid }: { paid: string | null; unpaid: string | null }) {
  const client = useQueryClient();
  const reference = paid ?? unpaid ?? '';
  const query = useQuery({
    queryKey: consultationKeys.checkout(reference),
    queryFn: ({ signal }) => getCheckout(reference, signal),
    enabled: paid !== null,
    refetchInterval: (current) => (current.state.data?.paymentStatus === 'pending' ? POLL_MS : false),
  });
  const confirmed = query.data?.booking.status === 'confirmed';
  useEffect(() => {
    if (query.data && query.data.paymentStatus !== 'pending') void client.invalidateQueries({ queryKey: consultationKeys.mine() });
  }, [client, query.data]);

  if (unpaid !== null) return <Alert tone="info">{t.paymentNotDone}</Alert>;
  if (paid === null) return null;
  if (confirmed) return <Alert tone="success">{t.paidConfirmed}</Alert>;
  if (query.data && query.data.paymentStatus !== 'pending') return <Alert tone="info">{t.paymentNotDone}</Alert>;
  return <Alert tone="info">{t.paidReturn}</Alert>;
}
