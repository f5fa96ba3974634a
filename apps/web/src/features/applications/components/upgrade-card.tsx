import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { applicationLimitMessage, applicationPageTexts as t } from '@kusasa/domain/application-texts';
import type { ApplicationLimit } from '@kusasa/domain/schemas/applications';
import { buttonVariants } from '../../../components/ui/button';

/** Shown instead of Submit when the plan's application cap is reached (seed 001 point 1). */
export function UpgradeCard({ limit }: { limit: ApplicationLimit }) {
  return (
    <section
      aria-labelledby="application-upgrade-title"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950/50"
    >
      <div className="flex gap-3">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-800 dark:text-emerald-300" />
        <div>
          <h2 id="application-upgrade-title" className="font-semibold text-slate-950 dark:text-white">
            {t.upgradeTitle}
          </h2>
          <p className="mt-1 text-slate-800 dark:text-slate-200">{applicationLimitMessage(limit.max, limit.planName)}</p>
          <Link to="/pricing" className={buttonVariants({ className: 'mt-3' })}>
            {t.upgradeAction}
          </Link>
        </div>
      </div>
    </section>
  );
}
