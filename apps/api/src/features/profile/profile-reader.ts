import { type Profile, wizardDraftSchema } from '@kusasa/domain/schemas/profile';
import type { UsersService } from '../../core/users/users.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { ProfileRepo } from './profile.repo.ts';

// Registration offers 'non-binary'; the wizard's list (seed 5) calls it 'other'.
const wizardGender = (gender: string | null) => (gender === 'non-binary' ? 'other' : gender);

/** The profile as the wizard shows it: each step's saved data, which steps are done, and the saved place. */
export function createProfileReader({ users, repo }: { users: Pick<UsersService, 'personalDetails'>; repo: ProfileRepo }) {
  return async function read(userId: string): Promise<Profile> {
    const [user, address, education, documentTypes, progress] = await Promise.all([
      users.personalDetails(userId),
      repo.address(userId),
      repo.education(userId),
      repo.documentTypes(userId),
      repo.progress(userId),
    ]);
    if (!user) throw new AppError('NOT_FOUND', 'Account not found');
    const marks = education ? await repo.marks(education.id) : [];
    const forGrade = (grade: string) => marks.filter((row) => row.gradeLevel === grade).map(({ subject, mark }) => ({ subject, mark }));
    const documents = {
      idDocument: documentTypes.has('idDocument'),
      proofOfResidence: documentTypes.has('proofOfResidence'),
      grade11Results: documentTypes.has('grade11Results'),
      grade12Results: documentTypes.has('grade12Results'),
    };
    return {
      personal: {
        fullName: user.fullName,
        idNumber: user.idNumber,
        gender: wizardGender(user.gender),
        idNumberLocked: user.idNumber !== null,
        identityCheck: user.identityCheck,
      },
      contact: {
        phoneNumber: user.phoneNumber,
        contactEmail: user.contactEmail,
        emergencyContactName: user.emergencyContactName,
        emergencyContactPhone: user.emergencyContactPhone,
      },
      address: address ?? null,
      education: education
        ? {
            schoolName: education.schoolName,
            province: education.province,
            completionYear: education.completionYear,
            grade12Sitting: education.grade12Sitting,
            grade11Subjects: forGrade('grade11'),
            grade12Subjects: forGrade('grade12'),
          }
        : null,
      documents,
      steps: {
        personal: Boolean(user.fullName && user.idNumber && user.gender),
        contact: Boolean(user.phoneNumber && user.contactEmail && user.emergencyContactName && user.emergencyContactPhone),
        address: address !== undefined,
        education: education !== undefined,
        documents: documents.idDocument && documents.grade12Results,
      },
      progress: {
        currentStep: progress?.currentStep ?? 0,
        isDataSaved: progress?.isDataSaved ?? false,
        draft: wizardDraftSchema.safeParse(progress?.draft ?? {}).data ?? {},
        completedAt: progress?.completedAt?.toISOString() ?? null,
      },
    };
  };
}
