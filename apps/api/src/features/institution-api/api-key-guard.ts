import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { admissionTexts } from '@kusasa/domain/admission-texts';
import { AppError } from '../../http/app-error.ts';
import { send } from '../../http/error-handler.ts';
import { bearerKey } from './api-key-secrets.ts';
import type { ApiCaller, ApiKeysService } from './api-keys.service.ts';

const callers = new WeakMap<FastifyRequest, ApiCaller>();

/** The institution and key behind a request that passed the guard. */
export function apiCallerOf(request: FastifyRequest): ApiCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError('UNAUTHENTICATED', admissionTexts.apiKeyInvalid);
  return caller;
}

// Every /api/v1/institution route: the bearer key names the institution (401 without a live one),
// then the call is counted against the partner tier's hourly limit (429 with Retry-After past it).
// Before validation, so a caller without a key learns nothing about the route's schema.
export function apiKeyGuard(keys: Pick<ApiKeysService, 'authenticate' | 'countCall'>): preValidationAsyncHookHandler {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    let caller: ApiCaller;
    try {
      caller = await keys.authenticate(bearerKey(request.headers.authorization));
    } catch (error) {
      void reply.header('www-authenticate', 'Bearer realm="kusasa-institution-api"');
      throw error;
    }
    const check = await keys.countCall(caller);
    if (!check.allowed) {
      void reply.header('retry-after', String(check.retryAfterSeconds));
      return send(reply, 'RATE_LIMITED', admissionTexts.rateLimited);
    }
    callers.set(request, caller);
  };
}
