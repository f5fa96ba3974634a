import {
  identityBlockedSchema,
  identityRetryRequestSchema,
  identityRetryResponseSchema,
  identityVerifiedSchema,
  identityVerifyRequestSchema,
} from '@kusasa/domain/schemas/identity';
import { identityTexts } from '@kusasa/domain/texts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { IdentityService } from './identity.service.ts';

// The seeds' verify-id: 200 verified, 429 blocked (with blockedUntil and attempts), else a 4xx error.
export function identityRoutes(app: App, identity: IdentityService) {
  app.post(
    '/api/identity/verify',
    {
      schema: { tags: ['identity'], body: identityVerifyRequestSchema, response: { 200: identityVerifiedSchema, 429: identityBlockedSchema } },
      config: { permission: 'identity:verify' },
    },
    async (request) => {
      const { email, idNumber, fullName, phoneNumber } = request.body;
      await identity.verify(
        { idNumber, email, ...(fullName ? { fullName } : {}), ...(phoneNumber ? { phoneNumber } : {}) },
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        { refuseHeld: false },
      );
      return { verified: true as const };
    },
  );

  // The verification-required screen's retry, for the signed-in account.
  app.post(
    '/api/identity/retry',
    {
      schema: { tags: ['identity'], body: identityRetryRequestSchema, response: { 200: identityRetryResponseSchema, 429: identityBlockedSchema } },
      config: { permission: 'identity:retry' },
    },
    async (request) => {
      await identity.retry(signedIn(request).user.id, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return { verified: true as const, message: identityTexts.retrySucceeded };
    },
  );
}
