import { parseSaId } from '@kusasa/domain/rules/sa-id';
import { z } from 'zod';
import { IdentityUnavailableError, type IdentityCheckRequest, type IdentityVerdict, type IdentityVerifier } from './identity-verifier.ts';

// Youverify's South African ID (SAID) check against Home Affairs (decision 0417): one POST per
// check, the ID number with the first name and surname to validate, answered at once with whether
// the number was found, the holder's deceased status and whether each name was validated. Only a
// found, living holder whose first name and surname both validated is a pass; the answer's `id` is
// the reference we keep. Numbers that fail the built-in structure/checksum test are refused before
// any (paid) call is made.

export const YOUVERIFY_NAME = 'Youverify';
export const YOUVERIFY_SAID_PATH = '/v2/api/identity/za/said';

export interface YouverifySettings {
  /** The API's base address, e.g. https://api.youverify.co (or the sandbox's). */
  url: string;
  /** Sent in the `token` header. */
  apiKey: string;
  /** Longest wait for an answer; past it the check is unavailable, never failed. */
  timeoutMs: number;
}

const validation = z.object({ validated: z.boolean() });
export const youverifySaidResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    id: z.string().min(1),
    status: z.string(),
    deceasedStatus: z.string().nullish(),
    dateOfDeath: z.string().nullish(),
    allValidationPassed: z.boolean().nullish(),
    validations: z.object({ data: z.object({ firstName: validation, lastName: validation }).partial().nullish() }).nullish(),
  }),
});
type SaidAnswer = z.infer<typeof youverifySaidResponseSchema>['data'];

/** The first name(s) and the surname a full name gives: the last word is the surname. */
export function splitFullName(fullName: string | undefined): { firstName: string; lastName: string } | null {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

export function createYouverifyVerifier(settings: YouverifySettings): IdentityVerifier {
  const endpoint = `${settings.url.replace(/\/+$/, '')}${YOUVERIFY_SAID_PATH}`;

  async function ask(idNumber: string, name: { firstName: string; lastName: string }): Promise<SaidAnswer> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', token: settings.apiKey },
        // Kusasa asks only with the learner's consent (the terms they accept at registration).
        body: JSON.stringify({ id: idNumber, isSubjectConsent: true, validations: { data: name } }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new IdentityUnavailableError(timedOut ? 'timeout' : 'network', `${YOUVERIFY_NAME} did not answer`, { cause: error });
    }
    if (response.status === 401 || response.status === 403) {
      throw new IdentityUnavailableError('unauthorized', `${YOUVERIFY_NAME} refused the API key (HTTP ${response.status})`);
    }
    if (response.status >= 500 || response.status === 429) {
      throw new IdentityUnavailableError('server', `${YOUVERIFY_NAME} answered HTTP ${response.status}`);
    }
    const parsed = youverifySaidResponseSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success || !parsed.data.success) {
      throw new IdentityUnavailableError('bad_response', `${YOUVERIFY_NAME} gave an answer Kusasa cannot read (HTTP ${response.status})`);
    }
    return parsed.data.data;
  }

  return {
    name: YOUVERIFY_NAME,
    method: 'bureau',
    async verify(request: IdentityCheckRequest, at: Date): Promise<IdentityVerdict> {
      const parsed = parseSaId(request.idNumber, at);
      if (!parsed.ok) return { ok: false, reason: parsed.reason };
      // Home Affairs can confirm a name and a surname only when both were given.
      const name = splitFullName(request.fullName);
      if (!name) return { ok: false, reason: 'name_mismatch' };
      const answer = await ask(request.idNumber, name);
      return verdictOf(answer, parsed.dateOfBirth);
    },
  };
}

/** Found, alive, and both names validated: a pass; anything else found is a refusal with its reason. */
function verdictOf(answer: SaidAnswer, dateOfBirth: string): IdentityVerdict {
  const reference = answer.id;
  if (answer.status === 'not_found') return { ok: false, reason: 'not_found', reference };
  if (answer.status !== 'found') throw new IdentityUnavailableError('bad_response', `${YOUVERIFY_NAME} answered status ${answer.status}`);
  if (answer.deceasedStatus?.toLowerCase() === 'deceased' || (answer.dateOfDeath ?? '').trim() !== '') {
    return { ok: false, reason: 'deceased', reference };
  }
  const names = answer.validations?.data;
  const confirmed = answer.allValidationPassed === true && names?.firstName?.validated === true && names.lastName?.validated === true;
  return confirmed ? { ok: true, dateOfBirth, reference } : { ok: false, reason: 'name_mismatch', reference };
}
