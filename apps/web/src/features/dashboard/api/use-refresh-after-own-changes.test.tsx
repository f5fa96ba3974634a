import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { ENDS_SESSION_META } from '../../../lib/session';
import { useRefreshAfterOwnChanges } from './use-refresh-after-own-changes';
import { learnerKeys } from '../../../lib/query-keys';

function setUp() {
  const client = createQueryClient();
  client.setQueryData(learnerKeys.dashboard(), { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => useRefreshAfterOwnChanges(), { wrapper });
  const isStale = () => client.getQueryState(learnerKeys.dashboard())?.isInvalidated ?? false;
  const mutate = (meta?: Record<string, unknown>) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('done'), meta })
      .execute(undefined);
  return { isStale, mutate };
}

describe('useRefreshAfterOwnChanges', () => {
  it("marks the dashboard stale after the learner's own change", async () => {
    const { isStale, mutate } = setUp();
    await mutate();
    await waitFor(() => expect(isStale()).toBe(true));
  });

  it('leaves it alone when the change is signing out', async () => {
    const { isStale, mutate } = setUp();
    await mutate(ENDS_SESSION_META);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isStale()).toBe(false);
  });
});
