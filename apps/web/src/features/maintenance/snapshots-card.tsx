import { type FormEvent, useId, useRef, useState } from 'react';
import { maintenanceTexts as t } from '@kusasa/domain/maintenance-texts';
import { createSnapshotRequestSchema, SNAPSHOT_LABEL_MAX, type Snapshot } from '@kusasa/domain/schemas/maintenance';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useCreateSnapshot, useSnapshots } from './api/snapshots';
import { RestoreDialog } from './restore-dialog';
import { LoadState, SectionCard } from './section-card';
import { formatSaTime } from './sa-time';

/** Create Snapshot and Restore: the admin-editable settings, kept and put back after a diff. */
export function SnapshotsCard() {
  const snapshots = useSnapshots();
  const [restoring, setRestoring] = useState<Snapshot | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  return (
    <SectionCard id="snapshots" title={t.sections.createSnapshot} intro={t.snapshotsIntro}>
      <CreateSnapshotForm />
      <h3 className="mt-6 font-semibold text-slate-950 dark:text-white">{t.snapshotsHeading}</h3>
      <div className="mt-2">
        {!snapshots.data ? (
          <LoadState failed={snapshots.isError} label="Loading snapshots…" onRetry={() => void snapshots.refetch()} />
        ) : snapshots.data.snapshots.length === 0 ? (
          <p
            role="status"
            className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
          >
            {t.snapshotsEmpty}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {snapshots.data.snapshots.map((snapshot) => (
              <li key={snapshot.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-950 dark:text-white">{snapshot.label}</p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {formatSaTime(snapshot.createdAt)}
                    {snapshot.createdBy && ` ${t.snapshotBy.replace('{name}', snapshot.createdBy.fullName ?? snapshot.createdBy.email)}`} ·{' '}
                    {snapshot.keys.length === 1 ? t.snapshotHoldsOne : t.snapshotHolds.replace('{count}', String(snapshot.keys.length))}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${t.sections.restore} ${snapshot.label}`}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setRestoring(snapshot);
                  }}
                >
                  {t.sections.restore}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <RestoreDialog snapshot={restoring} onClose={() => setRestoring(null)} returnFocusTo={opener} />
    </SectionCard>
  );
}

function CreateSnapshotForm() {
  const id = useId();
  const create = useCreateSnapshot();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createSnapshotRequestSchema.safeParse({ label });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(parsed.data.label, {
      onSuccess: () => setLabel(''),
      onError: (failure) => setError(failure instanceof ApiError ? (failure.fields.label ?? failure.message) : t.loadFailed),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <InputField
        id={`${id}-label`}
        label={t.snapshotLabel}
        value={label}
        maxLength={SNAPSHOT_LABEL_MAX}
        error={error}
        onChange={(event) => setLabel(event.target.value)}
        className="min-w-0 flex-1 basis-56"
        autoComplete="off"
      />
      <Button type="submit" disabled={create.isPending} className="mb-[1.625rem]">
        {create.isPending ? t.creating : t.sections.createSnapshot}
      </Button>
    </form>
  );
}
