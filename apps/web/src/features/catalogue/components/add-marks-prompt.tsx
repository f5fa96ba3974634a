import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { programmeListTexts as texts } from '@kusasa/domain/catalogue-texts';
import { buttonVariants } from '../../../components/ui/button';

/** Shown to a student without saved marks: eligibility needs them. */
export function AddMarksPrompt() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-sky-300 bg-sky-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-sky-800 dark:bg-sky-950/60">
      <div className="flex gap-3">
        <ClipboardList aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sky-800 dark:text-sky-200" />
        <div>
          <h2 className="font-semibold text-slate-950 dark:text-white">{texts.addMarksTitle}</h2>
          <p className="text-slate-700 dark:text-slate-300">{texts.addMarksBody}</p>
        </div>
      </div>
      <Link to="/profile-completion" className={buttonVariants({ size: 'sm' })}>
        {texts.addMarksLink}
      </Link>
    </div>
  );
}
