import type { ReactNode } from 'react';
import { maintenanceTexts as t } from '@kusasa/domain/maintenance-texts';
import type { SystemStatus } from '@kusasa/domain/schemas/maintenance';
import { Badge } from '../../components/ui/badge';
import { useSystemStatus } from './api/system-status';
import { LoadState, SectionCard } from './section-card';
import { formatSaTime } from './sa-time';

/** '42 s', '3 min', '2 h 5 min', '1 d 4 h': an age or uptime in the largest units that matter. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const count = (value: number | null) => (value === null ? t.statusUnknown : String(value));

/** System Status: each check on its own line, refreshed live over the server's event stream. */
export function SystemStatusCard() {
  const status = useSystemStatus();
  const seconds = String(status.live ? status.streamSeconds : 15);
  return (
    <SectionCard
      id="system-status"
      title={t.sections.systemStatus}
      actions={
        <span className="text-sm text-slate-700 dark:text-slate-300">{(status.live ? t.statusLive : t.statusPolling).replace('{seconds}', seconds)}</span>
      }
    >
      {status.data ? (
        <StatusList status={status.data} />
      ) : (
        <LoadState failed={status.isError} label="Checking the system…" onRetry={() => void status.refetch()} />
      )}
    </SectionCard>
  );
}

function StatusList({ status }: { status: SystemStatus }) {
  const { database, jobs, mail, storage } = status;
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Check label={t.statusLabels.database} ok={database.status === 'ok'}>
          {database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}
          {database.latencyMs !== null && ` · ${t.statusLatency.replace('{ms}', database.latencyMs.toFixed(1))}`}
        </Check>
        <Check label={t.statusLabels.jobs} ok={jobs.status === 'ok'}>
          {t.statusQueue
            .replace('{depth}', count(jobs.depth))
            .replace('{age}', jobs.oldestDueAgeSeconds === null ? t.statusUnknown : formatDuration(jobs.oldestDueAgeSeconds))}
          {jobs.byKind.length > 0 && ` (${jobs.byKind.map((kind) => `${kind.kind}: ${kind.waiting}`).join(', ')})`}
        </Check>
        <Check label={t.statusLabels.mail} ok={mail.status === 'ok'}>
          {mail.transport === 'smtp' ? 'SMTP' : 'Outbox'} · {t.statusMail.replace('{waiting}', count(mail.waiting)).replace('{failed}', count(mail.failed))}
        </Check>
        <Check label={t.statusLabels.storage} ok={storage.status === 'ok'}>
          {storage.kind === 'disk' ? 'Disk' : 'S3'}
          {storage.latencyMs !== null && ` · ${t.statusLatency.replace('{ms}', storage.latencyMs.toFixed(1))}`}
        </Check>
        <Check label={t.statusLabels.payments}>{t.paymentModes[status.payments.mode]}</Check>
        <Check label={t.statusLabels.assistant}>{status.assistant.provider}</Check>
        <Check label={t.statusLabels.version}>{status.version}</Check>
        <Check label={t.statusLabels.uptime}>{formatDuration(status.uptimeSeconds)}</Check>
      </dl>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        {t.statusCheckedAt.replace('{time}', formatSaTime(status.checkedAt)).replace('{instance}', status.instance)}
      </p>
    </>
  );
}

function Check({ label, ok, children }: { label: string; ok?: boolean; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <dt className="flex flex-wrap items-center justify-between gap-2 font-medium text-slate-950 dark:text-white">
        {label}
        {ok !== undefined && (
          <Badge tone={ok ? 'brand' : 'accent'} className="text-xs">
            {ok ? t.statusOk : t.statusDown}
          </Badge>
        )}
      </dt>
      <dd className="mt-1 text-sm break-words text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}
