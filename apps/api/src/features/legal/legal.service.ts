import { LEGAL_POLICIES, pendingPolicyUpdates, type AcceptPoliciesRequest, type PolicyUpdate } from '@kusasa/domain/legal/policies';
import type { InformationOfficer, PolicyId } from '@kusasa/domain/legal/policy';
import { legalTexts } from '@kusasa/domain/legal/legal-texts';
import { errorTexts } from '@kusasa/domain/texts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { renderPolicyMain } from './legal-html.ts';
import { renderPolicyPdf } from './legal-pdf.ts';
import type { Kernel } from '../../core/kernel.ts';

export interface LegalDeps extends Pick<Kernel, 'clock'> {
  /** From configuration (INFORMATION_OFFICER_*): the policies publish these details. */
  officer: InformationOfficer;
  audit: Pick<AuditService, 'security'>;
  users: Pick<UsersService, 'policyAcceptances' | 'recordPolicyAcceptances'>;
}

// The policies' texts are fixed for the life of the process (code plus configuration), so each
// PDF and each page's HTML is made once, on first request.
export function createLegalService({ clock, officer, audit, users }: LegalDeps) {
  const pdfs = new Map<PolicyId, Promise<Buffer>>();
  const pages = new Map<PolicyId, string>();

  async function pendingUpdates(userId: string): Promise<PolicyUpdate[]> {
    const accepted = await users.policyAcceptances(userId);
    if (!accepted) throw new AppError('UNAUTHENTICATED', errorTexts.unauthenticated);
    return pendingPolicyUpdates(accepted);
  }

  return {
    informationOfficer: () => officer,

    pdf(id: PolicyId): Promise<Buffer> {
      let pdf = pdfs.get(id);
      if (!pdf) {
        pdf = renderPolicyPdf(LEGAL_POLICIES[id], officer);
        // A failed render is not kept: the next request tries again.
        pdf.catch(() => pdfs.delete(id));
        pdfs.set(id, pdf);
      }
      return pdf;
    },

    pageMain(id: PolicyId): string {
      let main = pages.get(id);
      if (main === undefined) {
        main = renderPolicyMain(LEGAL_POLICIES[id], officer);
        pages.set(id, main);
      }
      return main;
    },

    /** The policies that changed since this person accepted them. */
    pendingUpdates,

    /** Records that the person read the current versions they were shown; an outdated version is refused. */
    async accept(userId: string, { policies }: AcceptPoliciesRequest): Promise<PolicyUpdate[]> {
      const stale = policies.filter((policy) => policy.version !== LEGAL_POLICIES[policy.id].version);
      if (stale.length > 0) {
        throw new AppError('CONFLICT', legalTexts.staleVersion, Object.fromEntries(stale.map((policy) => [policy.id, legalTexts.staleVersion])));
      }
      const versions = Object.fromEntries(policies.map((policy) => [policy.id, policy.version]));
      await users.recordPolicyAcceptances(userId, versions, clock());
      await audit.security({
        action: 'policy_accepted',
        message: 'Accepted updated policies',
        severity: 'info',
        component: 'legal',
        userId,
        details: { versions },
      });
      return pendingUpdates(userId);
    },
  };
}
export type LegalService = ReturnType<typeof createLegalService>;
