import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrationsPageTexts as t } from '@kusasa/domain/institution-api-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { integrationKeys } from './api/keys';
import { listDeliveries, resendDelivery } from './api/webhook';
import { when } from './when';
import { RetryAlert } from '../../components/ui/load-failed';

const tone = { delivered: 'brand', failed: 'accent', pending: 'neutral' } as const;

/** The latest deliveries to the webhook, each with its outcome and "send again". */
export function DeliveriesList() {
  const client = useQueryClient();
  const deliveries = useQuery({ queryKey: integrationKeys.deliveries(), queryFn: ({ signal }) => listDeliveries(signal) });
  const resend = useMutation({ mutationFn: resendDelivery, onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.deliveries() }) });

  if (deliveries.isPending) return <Spinner label={t.loading} />;
  if (deliveries.isError) {
    return <RetryAlert message={t.loadError} retry={t.retry} query={deliveries} />;
  }
  if (deliveries.data.deliveries.length === 0) return <p className="text-slate-700 dark:text-slate-300">{t.deliveriesEmpty}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {deliveries.data.deliveries.map((delivery) => (
        <li key={delivery.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-950 dark:text-white">
              <Badge tone={tone[delivery.status]}>{t.deliveryStatus[delivery.status]}</Badge>
              <span>{delivery.eventType}</span>
            </p>
            <p className="mt-1 break-words text-slate-700 dark:text-slate-300">
              {when(delivery.createdAt)} · {delivery.attempts}× {delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : (delivery.lastError ?? '')}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending && resend.variables === delivery.id}
            onClick={() => resend.mutate(delivery.id)}
            aria-label={`${t.sendAgain}: ${delivery.eventType}, ${when(delivery.createdAt)}`}
          >
            {t.sendAgain}
          </Button>
        </li>
      ))}
    </ul>
  );
}
