import { counselorLinkTexts } from '@kusasa/domain/counselor-page-texts';
import type { LearnerLink } from '@kusasa/domain/schemas/counselors/links';

type Counselor = LearnerLink['counselor'];

export const counselorName = (counselor: Counselor) => counselor.name ?? counselorLinkTexts.unnamedCounselor;

/** The counselor's school, when they gave it. */
export function CounselorLine({ counselor }: { counselor: Counselor }) {
  if (!counselor.school) return null;
  return (
    <p className="text-sm break-words text-slate-700 dark:text-slate-300">
      {counselorLinkTexts.schoolLine(counselor.school.schoolName, counselor.school.emisNumber)}
    </p>
  );
}
