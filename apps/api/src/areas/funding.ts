import { sponsorMatchTexts } from '@kusasa/domain/sponsor-match-texts';
import type { Kernel } from '../core/kernel.ts';
import { createAppealsService } from '../features/funding/appeals.service.ts';
import { createFundingForCounselors } from '../features/funding/funding-for-counselors.ts';
import { createFundingForSponsors } from '../features/funding/funding-for-sponsors.ts';
import { fundingRoutes } from '../features/funding/funding.routes.ts';
import { createFundingService } from '../features/funding/funding.service.ts';
import { nsfasWorkspaceRoutes } from '../features/funding/nsfas-workspace.routes.ts';
import { createNsfasWorkspaceService } from '../features/funding/nsfas-workspace.service.ts';
import { fundingCyclesRoutes } from '../features/funding-cycles/funding-cycles.routes.ts';
import { createFundingCyclesService } from '../features/funding-cycles/funding-cycles.service.ts';
import { nsfasAccountsRoutes } from '../features/nsfas-accounts/nsfas-accounts.routes.ts';
import { createNsfasAccountsService } from '../features/nsfas-accounts/nsfas-accounts.service.ts';
import { sponsorMatchesRoutes } from '../features/sponsor-matches/sponsor-matches.routes.ts';
import { createSponsorMatchesService } from '../features/sponsor-matches/sponsor-matches.service.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';

/**
 * Funding readiness (issue 28): NSFAS windows per cycle, NSFAS staff accounts, the learner's
 * pre-check, checklist, consents and appeals, NSFAS staff's workspace, and sponsors' matching.
 */
export function registerFunding(app: App, kernel: Kernel, { journey }: { journey: Pick<LearnerJourney, 'documents' | 'profile'> }) {
  // --- funding-cycles: NSFAS windows per funding year (a CyclesPort for the funding feature).
  // The known past cycles are written at start when missing (an admin's edits survive restarts).
  const cycles = createFundingCyclesService(kernel);
  app.addHook('onReady', async () => {
    await cycles.seed();
  });
  fundingCyclesRoutes(app, cycles);

  // --- nsfas-accounts: admins approve NSFAS staff accounts (a StaffApprovalPort for the funding feature).
  const nsfasAccounts = createNsfasAccountsService({ ...kernel, publicUrl: kernel.config.publicUrl });
  nsfasAccountsRoutes(app, nsfasAccounts);

  // --- funding: the learner's side and NSFAS staff's workspace.
  const vault = {
    async documentsOf(userId: string) {
      return (await journey.documents.list({ id: userId, userType: 'student' })).documents;
    },
  };
  const provincesOf = (ids: string[]) => journey.profile.provincesOf(ids);
  const fundingDeps = { ...kernel, cycles, vault };
  const appeals = createAppealsService(fundingDeps);
  const fundingService = createFundingService(fundingDeps);
  fundingRoutes(app, { funding: fundingService, appeals });
  const documentLink = (documentId: string, seconds: number) => journey.documents.adminLink(documentId, seconds);
  nsfasWorkspaceRoutes(app, createNsfasWorkspaceService({ ...fundingDeps, staff: nsfasAccounts, appeals, provincesOf, documentLink }));
  const fundingForSponsors = createFundingForSponsors({ ...kernel, provincesOf });

  // --- sponsor-matches: sponsors' criteria, their matches and invitations (reads the funding feature).
  // The sponsor's name on an invitation is its account's name (registration writes the sponsor's
  // name to both its users row and its sponsors row).
  const sponsorMatches = createSponsorMatchesService({
    ...kernel,
    funding: fundingForSponsors,
    sponsorName: async (sponsorId) => (await kernel.users.displayNamesOf([sponsorId])).get(sponsorId) ?? sponsorMatchTexts.someSponsor,
  });
  sponsorMatchesRoutes(app, sponsorMatches);

  // What counselors' caseloads read of a learner's funding (areas/counselors.ts checks the learner shares it).
  const fundingForCounselors = createFundingForCounselors(kernel);

  // What the learner's deadlines read (areas/deadlines.ts): their readiness (outcome, checklist's certified copies).
  const readiness = (userId: string) => fundingService.readiness(userId);

  const learnersYetToApply = () => fundingService.learnersYetToApply();

  return { cycles, nsfasAccounts, fundingForCounselors, readiness, learnersYetToApply };
}

export type Funding = ReturnType<typeof registerFunding>;
