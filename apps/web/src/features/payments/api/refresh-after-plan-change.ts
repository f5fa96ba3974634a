import type { QueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../applications/api/keys';
import { documentKeys } from '../../documents/api/keys';
import { planKeys } from '../../plans/api/keys';
import { paymentKeys } from './keys';

/** A plan change moves every limit the app shows: the subscription, gates, document and application caps. */
export function refreshAfterPlanChange(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [paymentKeys.subscription(), planKeys.all, documentKeys.all, applicationKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
