import { documentTexts } from '@kusasa/domain/document-texts';
import type { ExtractedSubject } from '@kusasa/domain/schemas/documents';
import { Button } from '../../../components/ui/button';

/** The subjects and marks the check read from a results document, offered to fill the form. */
export function ExtractedMarks({ subjects, onUseMarks }: { subjects: ExtractedSubject[]; onUseMarks: (subjects: ExtractedSubject[]) => void }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">{documentTexts.verification.extractedSubjects}</p>
      <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
        {subjects.map((s) => (
          <li key={s.name} className="flex justify-between gap-2">
            <span>{s.name}</span>
            <span className="font-medium">{s.mark}%</span>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="outline" className="mt-3" onClick={() => onUseMarks(subjects)}>
        {documentTexts.upload.useMarks}
      </Button>
    </div>
  );
}
