import { maintenanceTexts as t } from '@kusasa/domain/maintenance-texts';
import { Container } from '../../components/ui/container';
import type { PageProps } from '../../lib/page-props';
import { InventoryCard } from './inventory-card';
import { LockCard } from './lock-card';
import { SnapshotsCard } from './snapshots-card';
import { SystemStatusCard } from './system-status-card';

/**
 * /admin/ui-lock, 'UI Lock System' (seed 002 section 2): lock status, lock and unlock, create
 * snapshot and restore, component inventory and system status, made real (decision 0170).
 */
export default function UiLockPage({ title }: PageProps) {
  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{t.intro}</p>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <LockCard />
        <SystemStatusCard />
        <SnapshotsCard />
        <InventoryCard />
      </div>
    </Container>
  );
}
