import { identityBlockedSchema, identityVerifiedSchema, identityVerifyRequestSchema } from '@kusasa/domain/schemas/identity';
import type { App } from '../../http/types.ts';
import type { IdentityService } from './identity.service.ts';

// The seeds' verify-id: 200 verified, 429 blocked (with blocked_until and attempts), else a 4xx error.
export function identityRoutes(app: App, identity: IdentityService) {
  app.post(
    '/api/identity/verify',
    { schema: { tags: ['identity'], body: identityVerifyRequestSchema, response: { 200: identityVerifiedSchema, 429: identityBlockedSchema } }, config: { permission: 'identity:verify' } },
    async (request) => {
      const { email, national_id, full_name, phone_number } = request.body;
      await identity.verify(
        { idNumber: national_id, email, ...(full_name ? { fullName: full_name } : {}), ...(phone_number ? { phoneNumber: phone_number } : {}) },
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      return { verified: true as const };
    },
  );
}
