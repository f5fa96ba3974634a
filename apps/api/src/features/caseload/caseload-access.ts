import { caseloadTexts as t } from '@kusasa/domain/caseload-texts';
import { COUNSELOR_NOT_APPROVED, COUNSELOR_NOT_LINKED, counselorAccountTexts } from '@kusasa/domain/counselor-texts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { AppError } from '../../http/app-error.ts';
import type { CounselorApprovalPort, CurrentLink, LinksPort } from './caseload-ports.ts';

// Who may see what (issue 29): only an approved counselor, and of learners only those whose link is
// in force today (SA calendar day). Every caseload read and write goes through these checks.

export const notLinked = () => new AppError('FORBIDDEN', t.learnerNotLinked, undefined, { extra: { reason: COUNSELOR_NOT_LINKED } });

export function createCaseloadAccess({ clock, links, approval }: { clock: () => Date; links: LinksPort; approval: CounselorApprovalPort }) {
  const today = () => isoCalendarDateIn(clock());

  async function approved(counselorId: string) {
    if (!(await approval.isApproved(counselorId))) {
      throw new AppError('FORBIDDEN', counselorAccountTexts.notApproved, undefined, { extra: { reason: COUNSELOR_NOT_APPROVED } });
    }
  }

  return {
    today,
    approved,

    /** The link in force today; none (never linked, revoked, ended) is a 403 whatever the learner id. */
    async linked(counselorId: string, learnerId: string): Promise<CurrentLink> {
      await approved(counselorId);
      const link = await links.currentLink(counselorId, learnerId, today());
      if (!link) throw notLinked();
      return link;
    },

    /** Every learner's current link, or a 403 (the same as for one learner) when any of them has none. */
    async allLinked(counselorId: string, learnerIds: readonly string[]): Promise<CurrentLink[]> {
      await approved(counselorId);
      const current = new Map((await links.currentLinks(counselorId, today())).map((link) => [link.learnerId, link]));
      return learnerIds.map((id) => {
        const link = current.get(id);
        if (!link) throw notLinked();
        return link;
      });
    },
  };
}

export type CaseloadAccess = ReturnType<typeof createCaseloadAccess>;
