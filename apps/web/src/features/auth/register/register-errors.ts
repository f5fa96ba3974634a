import { identityTexts } from '@kusasa/domain/texts';
import { ApiError } from '../../../lib/api-client';
import { type Failure, registrationFailure } from '../../../lib/registration-failure';

/**
 * Seed 000 section 8: registration checks the identity in the same call, so a network failure
 * says so as the identity check did; blocked (429), field and setup errors as any registration's.
 */
export function studentRegistrationFailure(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 0) return { fields: {}, message: identityTexts.network };
  return registrationFailure(error);
}
