import { counselorLinkTexts } from '@kusasa/domain/counselor-page-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { CounselorNote } from '@kusasa/domain/schemas/counselors/common';
import { CardSection } from '../../components/ui/card-section';

const t = counselorLinkTexts.notes;

/** Notes counselors wrote to the learner, newest first. */
export function NotesSection({ notes }: { notes: readonly CounselorNote[] }) {
  const newestFirst = [...notes].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return (
    <CardSection title={t.title}>
      {newestFirst.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
      ) : (
        <ol className="grid gap-3">
          {newestFirst.map((note) => (
            <li key={note.id} className="border-l-2 border-emerald-600 pl-3 dark:border-emerald-400">
              <p className="whitespace-pre-line break-words text-slate-900 dark:text-slate-100">{note.body}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t.by(note.counselorName ?? counselorLinkTexts.unnamedCounselor, formatLongDate(note.createdAt))}
              </p>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  );
}
