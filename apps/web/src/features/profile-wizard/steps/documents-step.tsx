import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType, Dispatch, SetStateAction } from 'react';
import { documentCardTexts, wizardTexts } from '@kusasa/domain/profile-texts';
import type { DocumentType } from '@kusasa/domain/schemas/documents';
import { toast } from '../../../lib/toast';
import { afterSave, saveStep } from '../api/save-step';
import { validateEducation } from '../step-validation';
import { type GradeKey, type WizardValues, rowsOf } from '../wizard-values';

type ExtractedSubject = { name: string; mark: number };

/** One document's upload card (the documents feature's, composed in app/pages/profile-wizard-page.tsx). */
export type DocumentCardComponent = ComponentType<{
  documentType: DocumentType;
  label: string;
  required?: boolean;
  description?: string;
  /** "Use these marks" on a results document: the subjects and marks read from it. */
  onUseMarks?: (subjects: ExtractedSubject[]) => void;
}>;
const GRADE_LABEL: Record<GradeKey, string> = { grade11Subjects: 'Grade 11', grade12Subjects: 'Grade 12' };

/**
 * "Use these marks" from a results document: the grade's rows become the extracted subjects and,
 * when the education step is otherwise complete, it is saved to the server at once.
 */
export function useFillMarks(values: WizardValues, setValues: Dispatch<SetStateAction<WizardValues>>) {
  const client = useQueryClient();
  return (gradeKey: GradeKey) => async (subjects: ExtractedSubject[]) => {
    if (subjects.length === 0) {
      toast.info(wizardTexts.noMarksFound);
      return;
    }
    const educationInfo = { ...values.educationInfo, [gradeKey]: rowsOf(subjects.map((s) => ({ subject: s.name, mark: s.mark }))) };
    setValues((current) => ({ ...current, educationInfo }));
    const filled = wizardTexts.marksFilled(GRADE_LABEL[gradeKey], subjects.length);
    const result = validateEducation(educationInfo);
    if (!result.ok) {
      toast.info(filled, { description: wizardTexts.marksNotSaved });
      return;
    }
    try {
      afterSave(client, 'education', await saveStep('education', result.body));
      toast.success(filled, { description: wizardTexts.marksSavedDescription });
    } catch {
      toast.error(wizardTexts.saveFailed);
    }
  };
}

/** Step 5, Documents Upload (seed 001 section 5): ID and Grade 12 results required, the others optional. */
export function DocumentsStep({
  DocumentUploadCard,
  onUseMarks,
}: {
  DocumentUploadCard: DocumentCardComponent;
  onUseMarks: (gradeKey: GradeKey) => (subjects: ExtractedSubject[]) => Promise<void>;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-slate-700 dark:text-slate-300">{wizardTexts.documentsIntro}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <DocumentUploadCard documentType="idDocument" required {...documentCardTexts.idDocument} />
        <DocumentUploadCard documentType="proofOfResidence" {...documentCardTexts.proofOfResidence} />
        <DocumentUploadCard documentType="grade11Results" {...documentCardTexts.grade11Results} onUseMarks={(s) => void onUseMarks('grade11Subjects')(s)} />
        <DocumentUploadCard
          documentType="grade12Results"
          required
          {...documentCardTexts.grade12Results}
          onUseMarks={(s) => void onUseMarks('grade12Subjects')(s)}
        />
      </div>
    </div>
  );
}
