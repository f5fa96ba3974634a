// Fetch wrapper for the Kusasa API: same-origin cookies, JSON in and out. Every call names the
// domain's response schema (`apiCall`), so a contract drift fails loudly where it is read; the
// API's one error body `{ error: { code, message, fields } }` is read with the domain's own
// schema into a typed ApiError. Not used by the landing page, which must stay small.

import { z } from 'zod';
import { apiErrorSchema } from '@kusasa/domain/schemas/common';
import { errorTexts } from '@kusasa/domain/texts';
import { MAINTENANCE_ERROR_CODE, maintenanceStatusSchema } from '@kusasa/domain/schemas/maintenance-status';
import { announceMaintenance } from './maintenance-signal';

export type ApiFieldErrors = Record<string, string>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly fields: ApiFieldErrors;
  /** Top-level fields of the error body beside `error`, such as the identity check's `blockedUntil`. */
  readonly extra: Record<string, unknown>;

  constructor(init: { code: string; message: string; status: number; fields?: ApiFieldErrors; extra?: Record<string, unknown> }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? {};
    this.extra = init.extra ?? {};
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Options of a call whose response body is parsed with `schema` (the domain's response schema). */
export interface ParsedRequestOptions<S extends z.ZodType> extends ApiRequestOptions {
  schema: S;
}

const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
const FALLBACK_MESSAGE = errorTexts.generic;

/** An answer without a body (204): what `apiCall` reads for a call that returns nothing. */
export const noContentSchema = z.undefined();

/** A call whose response is parsed with the domain's schema: a contract drift fails here, loudly. */
export function apiCall<S extends z.ZodType>(path: string, options: ParsedRequestOptions<S>): Promise<z.infer<S>> {
  const { schema, ...rest } = options;
  return send(path, rest).then((data) => schema.parse(data));
}

async function send(path: string, options: ApiRequestOptions): Promise<unknown> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  // Form data and files go as they are: the browser (or the caller's header) names their type.
  if (body instanceof FormData || body instanceof Blob) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ code: 'NETWORK', message: NETWORK_ERROR_MESSAGE, status: 0 });
  }

  const data = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, data);
    if (error.code === MAINTENANCE_ERROR_CODE) announceRefusal(error);
    throw error;
  }
  return data;
}

/**
 * The ApiError of a failed response read by hand (a streamed call, which cannot go through
 * apiCall because its success is not JSON).
 */
export async function responseError(response: Response): Promise<ApiError> {
  return toApiError(response.status, await readJson(response));
}

/** The error of a fetch that never got a response (offline, DNS, a reset connection). */
export function networkError(): ApiError {
  return new ApiError({ code: 'NETWORK', message: NETWORK_ERROR_MESSAGE, status: 0 });
}

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

// The domain's error schema, except that a field message that is not a string is dropped rather
// than losing the whole error.
const errorBodySchema = apiErrorSchema.extend({
  error: apiErrorSchema.shape.error.extend({
    fields: z
      .record(z.string(), z.unknown())
      .transform((fields) => Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')))
      .optional(),
  }),
});

/** A change refused for maintenance: the banner learns of the lock now, not at its next poll. */
function announceRefusal(error: ApiError): void {
  const status = maintenanceStatusSchema.safeParse(error.extra.maintenance);
  if (status.success) announceMaintenance(status.data);
}

/** The error body read with the domain's schema; anything else is the seed's generic failure. */
function toApiError(status: number, data: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(data);
  if (!parsed.success) return new ApiError({ code: `HTTP_${status}`, message: FALLBACK_MESSAGE, status });
  const { code, message, fields } = parsed.data.error;
  const extra = Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([name]) => name !== 'error'));
  return new ApiError({ code, message: message || FALLBACK_MESSAGE, status, ...(fields ? { fields } : {}), extra });
}
