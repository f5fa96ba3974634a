import { z } from 'zod';
import type { LegalPolicy, PolicyId } from './policy.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { REFUND_POLICY } from './refund-policy.ts';
import { TERMS_OF_SERVICE } from './terms-of-service.ts';

/** The current version of every policy: the one the pages, the PDFs and new acceptances use. */
export const LEGAL_POLICIES: Record<PolicyId, LegalPolicy> = {
  'privacy-policy': PRIVACY_POLICY,
  'refund-policy': REFUND_POLICY,
  'terms-of-service': TERMS_OF_SERVICE,
};

export const policyById = (id: PolicyId): LegalPolicy => LEGAL_POLICIES[id];

/** The policies a learner agrees to when registering (seed 000: the two consent checkboxes). */
export const ACCEPTED_POLICY_IDS = ['privacy-policy', 'terms-of-service'] as const satisfies readonly PolicyId[];
export const acceptedPolicyIdSchema = z.enum(ACCEPTED_POLICY_IDS);
export type AcceptedPolicyId = z.infer<typeof acceptedPolicyIdSchema>;

/** What a person agreed to: per policy, when and which version (a null version is an acceptance from before versions were recorded). */
export type PolicyAcceptances = Record<AcceptedPolicyId, { acceptedAt: Date | null; version: string | null }>;

export const policyUpdateSchema = z.object({
  id: acceptedPolicyIdSchema,
  title: z.string(),
  version: z.string(),
  lastUpdated: z.iso.date(),
  changes: z.string(),
});
export type PolicyUpdate = z.infer<typeof policyUpdateSchema>;

export const policyUpdatesResponseSchema = z.object({ updates: z.array(policyUpdateSchema) });
export type PolicyUpdatesResponse = z.infer<typeof policyUpdatesResponseSchema>;

/** Acknowledging updates: the versions the person was shown, which must still be the current ones. */
export const acceptPoliciesRequestSchema = z.object({
  policies: z
    .array(z.object({ id: acceptedPolicyIdSchema, version: z.string().min(1).max(100) }))
    .min(1)
    .max(ACCEPTED_POLICY_IDS.length)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, { error: 'Each policy may be named once.' }),
});
export type AcceptPoliciesRequest = z.infer<typeof acceptPoliciesRequestSchema>;

/**
 * The policies that changed since this person accepted them. Someone who never accepted a policy
 * (an admin made by the CLI, an audience account) is not asked here: announcing a change needs an
 * earlier agreement to compare with.
 */
export function pendingPolicyUpdates(accepted: PolicyAcceptances): PolicyUpdate[] {
  return ACCEPTED_POLICY_IDS.filter((id) => {
    const { acceptedAt, version } = accepted[id];
    return acceptedAt !== null && version !== LEGAL_POLICIES[id].version;
  }).map((id) => {
    const { title, version, lastUpdated, changes } = LEGAL_POLICIES[id];
    return { id, title, version, lastUpdated, changes };
  });
}
