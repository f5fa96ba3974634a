import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { maintenanceTexts as t } from '@kusasa/domain/maintenance-texts';

/** One part of the UI lock page: a card with its heading as the region's name. */
export function SectionCard({
  id,
  title,
  intro,
  actions,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
          {title}
        </h2>
        {actions}
      </div>
      {intro && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The loading and failed states every part shares: a spinner, or the failure with Try again. */
export function LoadState({ failed, label, onRetry }: { failed: boolean; label: string; onRetry: () => void }) {
  if (!failed) {
    return (
      <div className="flex min-h-24 items-center justify-center">
        <Spinner label={label} />
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100">
      <p>{t.loadFailed}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {t.tryAgain}
      </Button>
    </div>
  );
}
