import { createHmac } from 'node:crypto';
import { INCOME_BANDS, type IncomeBand } from '@kusasa/domain/rules/funding-answers';
import type { SponsorCriteria } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import type { SponsorShareableLearner } from '../funding/funding-ports.ts';

const rank = (band: IncomeBand) => INCOME_BANDS.indexOf(band);
const anyOf = <T>(wanted: readonly T[], have: readonly T[]) => wanted.length === 0 || have.some((value) => wanted.includes(value));

/**
 * Whether a learner fits a sponsor's criteria. An empty list means any; a learner who named no
 * field of study fits only criteria that name none; 'not-sure' of the income fits only a sponsor
 * that funds any income; "NSFAS unlikely only" keeps the learners NSFAS is unlikely to fund.
 */
export function fitsCriteria(criteria: SponsorCriteria, learner: SponsorShareableLearner): boolean {
  if (criteria.provinces.length > 0 && (learner.province === null || !(criteria.provinces as readonly string[]).includes(learner.province))) return false;
  if (!anyOf(criteria.institutionTypes, learner.institutionTypes)) return false;
  if (!anyOf(criteria.fieldsOfStudy, learner.fieldsOfStudy)) return false;
  if (criteria.maxIncomeBand !== null && (learner.incomeBand === 'not-sure' || rank(learner.incomeBand) > rank(criteria.maxIncomeBand))) return false;
  if (criteria.nsfasUnlikelyOnly && learner.outcome !== 'unlikely') return false;
  return true;
}

/**
 * What a sponsor calls a matching learner: `FM-` and 12 characters of an HMAC over the sponsor and
 * the learner, so it names the learner to this sponsor only and never reveals the account id.
 */
export function matchReference(key: Buffer, sponsorId: string, learnerId: string): string {
  return `FM-${createHmac('sha256', key).update(`${sponsorId}:${learnerId}`).digest('hex').slice(0, 12).toUpperCase()}`;
}
