import { fundingNoticeTexts as notice } from '@kusasa/domain/funding-error-texts';
import { completeAnswers } from '@kusasa/domain/rules/funding-answers';
import type { FundingOutcome } from '@kusasa/domain/rules/funding-rules';
import type { Kernel } from '../../core/kernel.ts';
import type { FundingForSponsors, SponsorShareableLearner } from './funding-ports.ts';
import { answersOf } from './funding-view.ts';
import { createFundingRepo } from './funding.repo.ts';

interface Deps extends Pick<Kernel, 'db' | 'clock' | 'notify' | 'users'> {
  provincesOf: (userIds: string[]) => Promise<Map<string, string>>;
}

const firstNameOf = (fullName: string | null | undefined) => fullName?.trim().split(/\s+/)[0] ?? null;

// What sponsors' matching reads of funding readiness (issue 28): only learners whose consent to
// share with sponsors is in force and whose questionnaire is complete, and only the fields the
// consent's wording names. Invitations land on the learner's timeline with a notice.
export function createFundingForSponsors({ db, clock, notify, users, provincesOf }: Deps): FundingForSponsors {
  const repo = createFundingRepo(db);
  return {
    async shareableLearners(): Promise<SponsorShareableLearner[]> {
      const ids = (await repo.consentingLearners('sponsors')).map((consent) => consent.userId);
      const [rows, summaries, provinces, checks] = await Promise.all([
        repo.readinessOf(ids),
        users.summariesOf(ids),
        provincesOf(ids),
        users.identityChecksOf(ids),
      ]);
      const nameOf = new Map(summaries.map((summary) => [summary.id, summary.fullName]));
      return rows.flatMap((row) => {
        const answers = completeAnswers(answersOf(row));
        if (!answers || !row.outcome) return [];
        return [
          {
            learnerId: row.userId,
            firstName: firstNameOf(nameOf.get(row.userId)),
            province: provinces.get(row.userId) ?? null,
            fieldsOfStudy: answers.fieldsOfStudy,
            institutionTypes: answers.institutionTypes,
            incomeBand: answers.incomeBand,
            outcome: row.outcome as FundingOutcome,
            identityCheck: checks.get(row.userId) ?? null,
          },
        ];
      });
    },

    async recordInvitation(tx, { invitationId, learnerId, sponsorId, sponsorName, message }) {
      const now = clock();
      await createFundingRepo(tx).appendEvent({
        userId: learnerId,
        type: 'sponsor-invited',
        actor: 'sponsor',
        actorId: sponsorId,
        note: message,
        details: { invitationId, sponsorName, message },
        createdAt: now,
      });
      await notify(learnerId, { title: notice.invitedTitle, message: notice.invitedMessage(sponsorName), type: 'general' }, tx);
    },
  };
}
