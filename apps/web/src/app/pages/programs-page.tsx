import { EligibilityMark } from '../../features/aps/components/eligibility-badge';
import { useStudentEligibility } from '../../features/aps/use-student-eligibility';
import { ProgramsPage as Programmes } from '../../features/catalogue/programs-page';
import type { PageProps } from '../../lib/page-props';

/** /programs: the catalogue's programmes, each marked with the signed-in student's eligibility. */
export default function ProgramsPage(props: PageProps) {
  const eligibility = useStudentEligibility();
  return <Programmes {...props} eligibility={eligibility} EligibilityMark={EligibilityMark} />;
}
