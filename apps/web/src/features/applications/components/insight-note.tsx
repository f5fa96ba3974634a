import { insightTexts } from '@kusasa/domain/insight-texts';
import type { ApplicationInsight } from '@kusasa/domain/schemas/success-insights';

/** Pro + AI's success insight under an application: how the learner compares, in plain words. */
export function InsightNote({ insight }: { insight: ApplicationInsight }) {
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <p className="font-semibold text-slate-950 dark:text-white">{insightTexts.title}</p>
      {insight.sentences.map((sentence) => (
        <p key={sentence} className="mt-1 text-slate-700 dark:text-slate-300">
          {sentence}
        </p>
      ))}
    </div>
  );
}
