import { FORM_AUTOFILL_PLAN, grade12ResultsFromMarks } from '@kusasa/domain/rules/application-prefill';
import { planMeetsFeature } from '@kusasa/domain/rules/plan-data';
import type { ApplicationPrefill } from '@kusasa/domain/schemas/application-prefill';
import type { Kernel } from '../../core/kernel.ts';

type Deps = Pick<Kernel, 'plans'> & {
  /** The learner's saved Grade 12 marks (the profile's education step), in its order. */
  grade12Subjects: (userId: string) => Promise<{ subject: string; mark: number }[]>;
};

/** Form auto-fill (issue 31): what a new application starts with, for learners whose plan includes it. */
export function createApplicationPrefill({ plans, grade12Subjects }: Deps) {
  return {
    async of(userId: string): Promise<ApplicationPrefill> {
      const available = planMeetsFeature(await plans.currentPlanId(userId), FORM_AUTOFILL_PLAN);
      const grade12Results = available ? grade12ResultsFromMarks(await grade12Subjects(userId)) : null;
      return { available, requiredPlan: FORM_AUTOFILL_PLAN, grade12Results };
    },
  };
}

export type ApplicationPrefillService = ReturnType<typeof createApplicationPrefill>;
