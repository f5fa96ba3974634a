import { apiKeyListSchema, createdApiKeySchema, type CreateApiKey } from '@kusasa/domain/schemas/institution-api/api-keys';
import { apiCall, noContentSchema } from '../../../lib/api-client';

export const listApiKeys = (signal?: AbortSignal) => apiCall('/api/institution/api-keys', { schema: apiKeyListSchema, signal });

export const createApiKey = (body: CreateApiKey) => apiCall('/api/institution/api-keys', { method: 'POST', body, schema: createdApiKeySchema });

export const revokeApiKey = (id: string) => apiCall(`/api/institution/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContentSchema });
