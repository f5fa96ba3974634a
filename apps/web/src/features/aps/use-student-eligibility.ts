import type { MarksSitting, ProgrammeEligibility } from '@kusasa/domain/schemas/my-aps';
import { useSession } from '../../lib/session';
import { useProgrammeEligibility } from './api/get-eligibility';
import { useMyAps } from './api/get-my-aps';

export type StudentEligibility =
  | { state: 'off' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'no-marks' }
  | { state: 'ready'; sitting: MarksSitting | null; byProgramme: ReadonlyMap<string, ProgrammeEligibility> };

/** The signed-in student's eligibility per programme, from the server; off for other account types. */
export function useStudentEligibility(): StudentEligibility {
  const session = useSession();
  const isStudent = session.status === 'signed-in' && session.user.userType === 'student';
  const aps = useMyAps({ enabled: isStudent });
  const eligibility = useProgrammeEligibility({ enabled: isStudent && aps.data?.hasMarks === true });

  if (!isStudent) return { state: session.status === 'loading' ? 'loading' : 'off' };
  if (aps.isError || eligibility.isError) return { state: 'error' };
  if (aps.isPending) return { state: 'loading' };
  if (!aps.data.hasMarks) return { state: 'no-marks' };
  if (eligibility.isPending) return { state: 'loading' };
  return { state: 'ready', sitting: aps.data.sitting, byProgramme: new Map(eligibility.data.map((result) => [result.programId, result])) };
}
