import { RefreshCw, WifiOff } from 'lucide-react';
import { applicationPageTexts as t } from '@kusasa/domain/application-texts';
import { Button } from '../../../components/ui/button';

/** Shown while offline or while actions wait to be sent; Sync Now tries at once. */
export function OfflineBanner({ offline, pending, syncing, onSyncNow }: { offline: boolean; pending: number; syncing: boolean; onSyncNow: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <div className="flex gap-3">
        <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{offline ? t.offlineTitle : t.pendingSync}</p>
          <p>{t.offlineMessage}</p>
          {pending > 0 && <p className="mt-1 text-sm">{`${t.pendingSync}: ${pending}`}</p>}
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onSyncNow} disabled={syncing} className="self-start sm:self-center">
        <RefreshCw aria-hidden="true" className={syncing ? 'animate-spin' : undefined} />
        {syncing ? t.syncing : t.syncNow}
      </Button>
    </div>
  );
}
