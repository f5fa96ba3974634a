import type { UserType } from './roles.ts';

// Counselor, institution and NSFAS accounts confirm their email address before they can sign in
// (seed 000 section 2: "redirect to /login with a check-your-email message"). Students prove who
// they are with the identity check, sponsors are confirmed when created, admins by an operator.
export const EMAIL_CONFIRMATION_USER_TYPES = ['consultant', 'institution', 'nsfas'] as const satisfies readonly UserType[];

/** A confirmation link works once, for 48 hours. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 48;

/** Whether an account of this type may not sign in until its email address is confirmed. */
export function requiresEmailConfirmation(userType: string): boolean {
  return (EMAIL_CONFIRMATION_USER_TYPES as readonly string[]).includes(userType);
}

/** Sent (at the top level of the 403 body, beside `error`) when sign-in waits for the confirmation. */
export const EMAIL_NOT_CONFIRMED = 'EMAIL_NOT_CONFIRMED';
/** Sent with a 400 for a confirmation link that ran out, so the page can offer a new one. */
export const CONFIRMATION_LINK_EXPIRED = 'LINK_EXPIRED';
