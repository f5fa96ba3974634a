import type { SaIdFailureReason } from '@kusasa/domain/rules/sa-id';

// An identity verifier answers one question: is this a real South African ID number for this
// person? The built-in one checks what the number itself proves (structure, date of birth,
// checksum); a Home Affairs verification bureau can implement the same interface later and be
// chosen by configuration. Kusasa's own rules (one account per ID number, blocking after
// repeated failures, logging) live in the identity service, so they hold for every verifier.

export interface IdentityCheckRequest {
  idNumber: string;
  email: string;
  fullName?: string;
  phoneNumber?: string;
}

/** 'not_confirmed': a bureau did not confirm the person (the built-in verifier never says this). */
export type IdentityRefusalReason = SaIdFailureReason | 'not_confirmed';

/** `reference`: the bureau's own reference for the confirmation, kept with the account. */
export type IdentityVerdict = { ok: true; dateOfBirth: string; reference?: string } | { ok: false; reason: IdentityRefusalReason };

export interface IdentityVerifier {
  /** For a bureau, its name as the label shows it ("Verified with Home Affairs through <name>"). */
  readonly name: string;
  /**
   * What a pass proves, recorded with the account (issue 32): 'id-number-format' only the number's
   * structure, date of birth and check digit; 'bureau' Home Affairs confirmed name, surname and ID
   * number. A bureau adapter says 'bureau' only for a verdict that confirmed all three.
   */
  readonly method: 'id-number-format' | 'bureau';
  /** Resolves with a verdict; rejects only when the verifier itself cannot answer (a bureau is down). */
  verify(request: IdentityCheckRequest, at: Date): Promise<IdentityVerdict>;
}
