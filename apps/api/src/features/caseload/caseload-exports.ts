import { caseloadTexts as t } from '@kusasa/domain/caseload-texts';
import type { CaseloadItem } from '@kusasa/domain/schemas/counselors/caseload';
import type { CaseloadAccess } from './caseload-access.ts';
import { caseloadCsv } from './caseload-csv.ts';
import type { CounselorApprovalPort, LearnerFactsPort } from './caseload-ports.ts';
import { renderSummaryPdf } from './caseload-summary-pdf.ts';
import { learnerOf } from './caseload-view.ts';

interface Deps {
  clock: () => Date;
  access: CaseloadAccess;
  approval: CounselorApprovalPort;
  learners: LearnerFactsPort;
  /** Every linked learner as the caseload shows them (scopes applied), in its order, with the journey step. */
  everyLearner: (counselorId: string) => Promise<CaseloadItem[]>;
}

// What a counselor takes away (issue 29): the caseload as CSV, and one learner's one-page PDF
// summary for a parent meeting. Both show only what the learner shares, like the pages.
export function createCaseloadExports({ clock, access, approval, learners, everyLearner }: Deps) {
  return {
    async csv(counselorId: string): Promise<{ filename: string; csv: string }> {
      const items = await everyLearner(counselorId);
      return { filename: t.csv.filename(access.today()), csv: caseloadCsv(items) };
    },

    async summaryPdf(counselorId: string, learnerId: string): Promise<{ filename: string; pdf: Buffer }> {
      const link = await access.linked(counselorId, learnerId);
      const day = access.today();
      const [facts, counselors] = await Promise.all([learners.facts([learnerId], day), approval.summariesOf([counselorId])]);
      const learner = learnerOf(link, facts.get(learnerId)!, []);
      const counselor = counselors.get(counselorId) ?? { name: null, school: null };
      return { filename: t.summary.filename(day), pdf: await renderSummaryPdf({ learner, counselor, day, now: clock() }) };
    },
  };
}
