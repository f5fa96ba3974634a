import { Copy } from 'lucide-react';
import { dashboardTexts } from '@kusasa/domain/dashboard-texts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';

const t = dashboardTexts.trackingId;

async function copy(trackingId: string) {
  try {
    await navigator.clipboard.writeText(trackingId);
    toast.success(t.copied);
  } catch {
    toast.error(t.copyFailed);
  }
}

export function TrackingIdCard({ trackingId }: { trackingId: string | null }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="tracking-id-title">
        <h2 id="tracking-id-title" className="text-lg font-semibold text-slate-950 dark:text-white">
          {t.title}
        </h2>
        {trackingId ? (
          <>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {/* A read-only field: easy to select on a phone, and the copy button sits beside it. */}
              <input
                readOnly
                value={trackingId}
                aria-labelledby="tracking-id-title"
                onFocus={(event) => event.currentTarget.select()}
                size={trackingId.length}
                className="min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-lg font-bold tracking-wide text-slate-950 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
              />
              <Button variant="outline" size="sm" onClick={() => void copy(trackingId)}>
                <Copy aria-hidden="true" />
                {t.copy}
              </Button>
            </div>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.hint}</p>
          </>
        ) : (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t.none}</p>
        )}
      </section>
    </Card>
  );
}
