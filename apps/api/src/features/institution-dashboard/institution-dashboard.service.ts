import type { InstitutionAccount } from '@kusasa/domain/schemas/institution-dashboard';
import type { Kernel } from '../../core/kernel.ts';
import { createInstitutionDashboardRepo } from './institution-dashboard.repo.ts';

/** Midnight at the start of this month, South African time (UTC+2 all year). */
export function startOfMonthSast(now: Date): Date {
  const sast = new Date(now.getTime() + 2 * 3_600_000);
  return new Date(Date.UTC(sast.getUTCFullYear(), sast.getUTCMonth(), 1) - 2 * 3_600_000);
}

// An account that no admin linked to a catalogue institution sees its state and nothing of any
// learner; a member (the lead or an invited colleague) sees its institution's figures.
export function createInstitutionDashboardService({ db, clock, institutionMembers }: Pick<Kernel, 'db' | 'clock' | 'institutionMembers'>) {
  const repo = createInstitutionDashboardRepo(db);

  async function workspaceOf(userId: string): Promise<InstitutionAccount['workspace']> {
    const membership = await institutionMembers.membershipOf(userId);
    if (!membership) {
      const review = await repo.reviewOf(userId);
      const declined = review?.decision === 'declined';
      return { state: declined ? 'declined' : 'pending', reason: declined ? (review.reason ?? null) : null, institutionName: null, figures: null };
    }
    const { institutionId } = membership;
    const [programmes, byStatus, decidedThisMonth] = await Promise.all([
      repo.programmeCounts(institutionId),
      repo.applicationsByStatus(institutionId),
      repo.decidedSince(institutionId, startOfMonthSast(clock())),
    ]);
    return {
      state: 'approved',
      reason: null,
      institutionName: membership.institutionName,
      figures: {
        programmes: programmes.total,
        programmesOpen: programmes.open,
        applicationsByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
        applicationsTotal: byStatus.reduce((sum, row) => sum + row.n, 0),
        decidedThisMonth,
      },
    };
  }

  return {
    async account(userId: string): Promise<InstitutionAccount> {
      const [row, workspace] = await Promise.all([repo.registeredBy(userId), workspaceOf(userId)]);
      return { institution: row ? { ...row, createdAt: row.createdAt.toISOString() } : null, workspace };
    },
  };
}
