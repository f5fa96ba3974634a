import { aiTrainingTexts as texts } from '@kusasa/domain/assistant-texts';
import type { HeldOutScore, KnowledgeTrialResponse } from '@kusasa/domain/schemas/assistant/knowledge';
import { fillText } from '@kusasa/domain/texts';
import { Alert } from '../../../components/ui/alert';

function scoreLine(score: HeldOutScore): string {
  return fillText(texts.heldOutScore, {
    correct: String(score.correct),
    total: String(score.total),
    percent: String(Math.round((score.correct / Math.max(1, score.total)) * 100)),
    wrong: String(score.wrong),
    notSure: String(score.notSure),
  });
}

/** The held-out score now and with the proposed change, side by side. */
export function HeldOutTrialResult({ result }: { result: KnowledgeTrialResponse }) {
  if (!result.available || !result.before || !result.after) return <Alert tone="info">{texts.heldOutUnavailable}</Alert>;
  return (
    <dl role="status" aria-label={texts.tryHeldOut} className="grid gap-1 rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
      <div className="flex flex-wrap gap-2">
        <dt className="font-medium text-slate-900 dark:text-white">{texts.heldOutBefore}:</dt>{' '}
        <dd className="text-slate-700 dark:text-slate-300">{scoreLine(result.before)}</dd>
      </div>
      <div className="flex flex-wrap gap-2">
        <dt className="font-medium text-slate-900 dark:text-white">{texts.heldOutAfter}:</dt>{' '}
        <dd className="text-slate-700 dark:text-slate-300">{scoreLine(result.after)}</dd>
      </div>
    </dl>
  );
}
