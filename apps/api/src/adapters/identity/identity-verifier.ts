import type { SaIdFailureReason } from '@kusasa/domain/rules/sa-id';

// An identity verifier answers one question: is this a real South African ID number for this
// person? The built-in one checks what the number itself proves (structure, date of birth,
// checksum); a Home Affairs verification bureau (youverify.ts) implements the same interface and is
// chosen by configuration. Kusasa's own rules (one account per ID number, blocking after repeated
// failures, caching a bureau's answers, logging) live in the identity service, so they hold for
// every verifier.

export interface IdentityCheckRequest {
  idNumber: string;
  email: string;
  fullName?: string;
  phoneNumber?: string;
}

/**
 * A bureau's refusals (the built-in verifier never gives these): 'name_mismatch' Home Affairs
 * knows the ID number under another name or surname; 'deceased' Home Affairs records the holder
 * as deceased; 'not_found' Home Affairs has no record of the number.
 */
export const BUREAU_REFUSALS = ['name_mismatch', 'deceased', 'not_found'] as const;
export type BureauRefusal = (typeof BUREAU_REFUSALS)[number];
export type IdentityRefusalReason = SaIdFailureReason | BureauRefusal;

/** `reference`: the bureau's own reference for its answer, kept with the account and the cache. */
export type IdentityVerdict = { ok: true; dateOfBirth: string; reference?: string } | { ok: false; reason: IdentityRefusalReason; reference?: string };

export interface IdentityVerifier {
  /** For a bureau, its name as the label shows it ("Verified with Home Affairs through <name>"). */
  readonly name: string;
  /**
   * What a pass proves, recorded with the account (issue 32): 'id-number-format' only the number's
   * structure, date of birth and check digit; 'bureau' Home Affairs confirmed name, surname and ID
   * number. A bureau adapter passes only a verdict that confirmed all three.
   */
  readonly method: 'id-number-format' | 'bureau';
  /** Resolves with a verdict; rejects with IdentityUnavailableError when the verifier cannot answer. */
  verify(request: IdentityCheckRequest, at: Date): Promise<IdentityVerdict>;
}

export const IDENTITY_UNAVAILABLE_KINDS = ['timeout', 'server', 'unauthorized', 'network', 'bad_response'] as const;
export type IdentityUnavailableKind = (typeof IDENTITY_UNAVAILABLE_KINDS)[number];

/** The verifier gave no verdict: the bureau is slow, down, refused our key or answered nonsense. */
export class IdentityUnavailableError extends Error {
  constructor(
    readonly kind: IdentityUnavailableKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'IdentityUnavailableError';
  }
}
