import { insightTexts } from '@kusasa/domain/insight-texts';
import { planMeetsFeature } from '@kusasa/domain/rules/plan-data';
import { insightSentences, SUCCESS_INSIGHTS_PLAN } from '@kusasa/domain/rules/success-insights';
import type { ProgrammeEligibility } from '@kusasa/domain/schemas/my-aps';
import type { ApplicationInsight, ApplicationInsights } from '@kusasa/domain/schemas/success-insights';
import type { Kernel } from '../../core/kernel.ts';
import { createApplicationsRepo } from './applications.repo.ts';

type Deps = Pick<Kernel, 'db' | 'plans'> & {
  /** Every programme compared with the learner's saved marks (the APS feature's); empty without marks. */
  eligibilityOf: (userId: string) => Promise<ProgrammeEligibility[]>;
};

/** Success insights (issue 31, Pro + AI): each of the learner's applications against its programme's published minimums. */
export function createSuccessInsights({ db, plans, eligibilityOf }: Deps) {
  return {
    async of(userId: string): Promise<ApplicationInsights> {
      const available = planMeetsFeature(await plans.currentPlanId(userId), SUCCESS_INSIGHTS_PLAN);
      if (!available) return { available, requiredPlan: SUCCESS_INSIGHTS_PLAN, insights: [] };
      const [applications, eligibility] = await Promise.all([createApplicationsRepo(db).list(userId), eligibilityOf(userId)]);
      const byProgramme = new Map(eligibility.map((row) => [row.programId, row]));
      const insights = applications.flatMap((application): ApplicationInsight[] => {
        if (!application.programId) return [];
        const row = byProgramme.get(application.programId);
        if (!row) return [{ applicationId: application.id, programId: application.programId, status: 'no_marks', sentences: [insightTexts.noMarks] }];
        return [{ applicationId: application.id, programId: application.programId, status: row.status, sentences: insightSentences(row) }];
      });
      return { available, requiredPlan: SUCCESS_INSIGHTS_PLAN, insights };
    },
  };
}

export type SuccessInsightsService = ReturnType<typeof createSuccessInsights>;
