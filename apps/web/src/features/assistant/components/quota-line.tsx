import { assistantTexts } from '@kusasa/domain/assistant-texts';
import { shouldWarnRemaining } from '@kusasa/domain/rules/assistant';
import type { AssistantQuota } from '@kusasa/domain/schemas/assistant/chat';
import { fillText } from '@kusasa/domain/texts';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** Today's questions left as the server counts them; the seed's warning when 1 or fewer remain. */
export function QuotaLine({ quota }: { quota: AssistantQuota | undefined }) {
  if (!quota) return null;
  const warn = shouldWarnRemaining(quota.queriesRemaining);
  return (
    <p className={cn('text-sm', warn ? 'font-medium text-amber-900 dark:text-amber-200' : 'text-slate-700 dark:text-slate-300')}>
      {warn
        ? fillText(assistantTexts.queriesRemaining, { n: String(quota.queriesRemaining) })
        : `${quota.queriesRemaining} of ${quota.limit} questions left today on the ${quota.planName} plan.`}{' '}
      {warn && quota.tier !== 'advanced' && (
        <Link to="/pricing" className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
          More questions a day with a paid plan
        </Link>
      )}
    </p>
  );
}
