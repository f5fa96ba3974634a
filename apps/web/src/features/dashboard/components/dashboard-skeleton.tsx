import { dashboardTexts } from '@kusasa/domain/dashboard-texts';

const block = 'animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800';

/** The dashboard's shape while it loads; the text is for screen readers. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{dashboardTexts.loading}</span>
      <div aria-hidden="true" className="grid gap-4">
        <div className={`${block} h-28`} />
        <div className={`${block} h-44`} />
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <div className={`${block} h-40`} />
          <div className={`${block} h-40`} />
          <div className={`${block} h-40`} />
        </div>
      </div>
    </div>
  );
}
