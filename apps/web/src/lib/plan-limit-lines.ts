import type { Plan } from '@kusasa/domain/rules/plan-data';

/** The limits every plan has, before its own features (seed 002 section 9): /pricing and /checkout list them. */
export function planLimitLines(plan: Plan): string[] {
  const applications = plan.maxApplications === 1 ? '1 application' : `Up to ${plan.maxApplications} applications`;
  const documents = plan.maxDocuments === null ? 'Unlimited document uploads' : `${plan.maxDocuments} document uploads`;
  const lines = [applications, documents];
  if (plan.includesVerification) lines.push('Document verification');
  if (plan.includesPrioritySupport) lines.push('Priority support');
  return lines;
}
