import { wizardTexts } from '@kusasa/domain/profile-texts';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** Shown when progress was saved (seed 001 section 2): continue where the learner left off, or start again. */
export function ResumePrompt({ onContinue, onStartNew, busy }: { onContinue: () => void; onStartNew: () => void; busy: boolean }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="resume-title" className="grid gap-4">
        <h2 id="resume-title" className="text-xl font-semibold text-slate-950 dark:text-white">
          {wizardTexts.resumeTitle}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{wizardTexts.resumeText}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={onContinue} disabled={busy}>
            {wizardTexts.continueSaved}
          </Button>
          <Button variant="outline" onClick={onStartNew} disabled={busy} aria-busy={busy}>
            {wizardTexts.startNew}
          </Button>
        </div>
      </section>
    </Card>
  );
}
