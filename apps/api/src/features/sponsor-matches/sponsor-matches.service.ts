import { createHmac, randomBytes } from 'node:crypto';
import type { SponsorCriteria, SponsorMatch } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { sponsorMatchTexts as t } from '@kusasa/domain/sponsor-match-texts';
import type { Kernel } from '../../core/kernel.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { FundingForSponsors, SponsorShareableLearner } from '../funding/funding-ports.ts';
import { fitsCriteria, matchReference } from './sponsor-matching.ts';
import { createSponsorMatchesRepo, type CriteriaRow } from './sponsor-matches.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'config'> & {
  funding: FundingForSponsors;
  /** The sponsor's name as the learner reads it on their invitation. */
  sponsorName: (sponsorId: string) => Promise<string>;
};

/** The row as written from a parsed sponsorCriteriaSchema body. */
const criteriaOf = (row: CriteriaRow): SponsorCriteria =>
  ({
    provinces: row.provinces,
    institutionTypes: row.institutionTypes,
    fieldsOfStudy: row.fieldsOfStudy,
    maxIncomeBand: row.maxIncomeBand,
    nsfasUnlikelyOnly: row.nsfasUnlikelyOnly,
  }) as SponsorCriteria;

// Sponsors state what they fund and see the learners who consented to share with sponsors and fit
// it (issue 28): never an ID number, contact details, documents or the account id. A match is
// named by a reference keyed on the server's secret; an invitation is once per sponsor and learner.
export function createSponsorMatchesService({ db, clock, config, funding, sponsorName }: Deps) {
  const repo = createSponsorMatchesRepo(db);
  // Derived from the file signing secret so references last across restarts and instances; without
  // one (development, tests) they last for this process, as signed file links do.
  const key = createHmac('sha256', config.fileSigningSecret ?? randomBytes(32))
    .update('sponsor-match-reference')
    .digest();

  /** The sponsor's current matches with each learner's reference; none before the sponsor saves criteria. */
  async function matching(sponsorId: string): Promise<{ learner: SponsorShareableLearner; reference: string }[]> {
    const row = await repo.criteriaOf(sponsorId);
    if (!row) return [];
    const criteria = criteriaOf(row);
    return (await funding.shareableLearners())
      .filter((learner) => fitsCriteria(criteria, learner))
      .map((learner) => ({ learner, reference: matchReference(key, sponsorId, learner.learnerId) }));
  }

  const matchOf = (learner: SponsorShareableLearner, reference: string, invitedAt: Date | undefined): SponsorMatch => ({
    reference,
    firstName: learner.firstName,
    province: learner.province,
    fieldsOfStudy: learner.fieldsOfStudy,
    institutionTypes: learner.institutionTypes,
    incomeBand: learner.incomeBand,
    outcome: learner.outcome,
    identityCheck: learner.identityCheck,
    invitedAt: invitedAt?.toISOString() ?? null,
  });

  return {
    async criteria(sponsorId: string) {
      const row = await repo.criteriaOf(sponsorId);
      return { criteria: row ? criteriaOf(row) : null, updatedAt: row?.updatedAt.toISOString() ?? null };
    },

    async saveCriteria(sponsorId: string, criteria: SponsorCriteria) {
      const saved = await repo.saveCriteria({ sponsorId, ...criteria, updatedAt: clock() });
      return { criteria: criteriaOf(saved), updatedAt: saved.updatedAt.toISOString() };
    },

    /** Learners not yet invited first, then by reference (an order that says nothing about them). */
    async matches(sponsorId: string): Promise<{ matches: SponsorMatch[] }> {
      const [found, invited] = await Promise.all([matching(sponsorId), repo.invitedAt(sponsorId)]);
      const matches = found.map(({ learner, reference }) => matchOf(learner, reference, invited.get(learner.learnerId)));
      matches.sort((a, b) => Number(a.invitedAt !== null) - Number(b.invitedAt !== null) || a.reference.localeCompare(b.reference));
      return { matches };
    },

    /** Invites the learner behind `reference` among the sponsor's current matches: 404 otherwise, 409 the second time. */
    async invite(sponsorId: string, reference: string, message: string | null): Promise<SponsorMatch> {
      const found = (await matching(sponsorId)).find((match) => match.reference === reference);
      if (!found) throw new AppError('NOT_FOUND', t.matchNotFound);
      const { learnerId } = found.learner;
      if ((await repo.invitedAt(sponsorId)).has(learnerId)) throw new AppError('CONFLICT', t.alreadyInvited);
      const name = await sponsorName(sponsorId);
      const now = clock();
      try {
        await db.transaction(async (tx) => {
          const invitationId = await createSponsorMatchesRepo(tx).insertInvitation({ sponsorId, learnerId, message, createdAt: now });
          await funding.recordInvitation(tx, { invitationId, learnerId, sponsorId, sponsorName: name, message });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', t.alreadyInvited, undefined, { cause: error });
        throw error;
      }
      return matchOf(found.learner, reference, now);
    },
  };
}
export type SponsorMatchesService = ReturnType<typeof createSponsorMatchesService>;
