import type { IdentityConfig } from '../../config.ts';
import { builtInIdentityVerifier } from './built-in-verifier.ts';
import type { IdentityVerifier } from './identity-verifier.ts';
import { createYouverifyVerifier } from './youverify.ts';

/** The configured verifier: the built-in one unless a bureau is set (decision 0417). */
export function createIdentityVerifier(config: IdentityConfig): IdentityVerifier {
  if (config.bureau === null) return builtInIdentityVerifier;
  const { url, apiKey, timeoutMs } = config.bureau;
  return createYouverifyVerifier({ url, apiKey, timeoutMs });
}
