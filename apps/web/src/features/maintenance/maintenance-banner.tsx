import { Wrench } from 'lucide-react';
import { maintenanceTexts as t } from '@kusasa/domain/maintenance-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { MaintenanceStatus } from '@kusasa/domain/schemas/maintenance-status';
import { useMaintenanceStatus } from './api/maintenance-status';

/** "Expected to end at Mar 11, 2:05 PM." or the overdue line; nothing when no end was announced. */
export function untilLine(status: MaintenanceStatus): string | null {
  if (status.overdue) return t.bannerOverdue;
  if (!status.until) return null;
  return t.bannerUntil.replace('{time}', formatListDate(status.until));
}

/**
 * Shown above every page while an admin has the site locked for maintenance (decision 0170): why,
 * and until when. The lock itself is the server's: changes are refused there with the same message.
 */
export default function MaintenanceBanner({ pollMs }: { pollMs?: number }) {
  const status = useMaintenanceStatus(pollMs);
  return (
    // The live region stays mounted, so a lock that starts while the page is open is announced.
    <div aria-live="polite" data-print-hide>
      {status?.locked && <BannerBody status={status} />}
    </div>
  );
}

function BannerBody({ status }: { status: MaintenanceStatus }) {
  const until = untilLine(status);
  return (
    <section
      aria-labelledby="maintenance-banner-heading"
      className="flex gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 sm:px-6 dark:border-amber-800 dark:bg-amber-950/60"
    >
      <Wrench aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800 dark:text-amber-300" />
      <div className="min-w-0 text-slate-900 dark:text-amber-50">
        <h2 id="maintenance-banner-heading" className="font-semibold">
          {t.bannerTitle}
        </h2>
        <p className="break-words">{status.message ?? t.refusedFallback}</p>
        {until && <p className="mt-1 text-sm">{until}</p>}
      </div>
    </section>
  );
}
