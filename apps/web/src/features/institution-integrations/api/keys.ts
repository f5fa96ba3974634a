/** Query keys of /institutions/integrations; one prefix, so a write reloads all of it. */
export const integrationKeys = {
  all: ['institution-integrations'] as const,
  apiKeys: () => [...integrationKeys.all, 'api-keys'] as const,
  webhook: () => [...integrationKeys.all, 'webhook'] as const,
  deliveries: () => [...integrationKeys.all, 'deliveries'] as const,
};
