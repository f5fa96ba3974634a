import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useRef } from 'react';
import { maintenanceTexts as t } from '@kusasa/domain/maintenance-texts';
import type { Snapshot, SnapshotDiffEntry, SnapshotDiffStatus } from '@kusasa/domain/schemas/maintenance';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LateDialog } from '../../components/ui/late-dialog';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import { useRestoreSnapshot, useSnapshotDiff } from './api/snapshots';

const statusText: Record<SnapshotDiffStatus, string> = {
  unchanged: t.diffStatus.unchanged,
  changed: t.diffStatus.changed,
  'not-in-snapshot': t.diffStatus.notInSnapshot,
  'not-registered': t.diffStatus.notRegistered,
};

/** A setting's value as the admin reads it: text as it is, anything else as indented JSON. */
export function showValue(value: SnapshotDiffEntry['current']): string {
  if (value === null) return t.emptyValue;
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** Restore: the diff against the current settings first, then the admin confirms. */
export function RestoreDialog({
  snapshot,
  onClose,
  returnFocusTo,
}: {
  snapshot: Snapshot | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const navigatedRef = useRef(false);
  return (
    <LateDialog
      open={snapshot !== null}
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      navigatedRef={navigatedRef}
      className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 dark:bg-slate-950"
    >
      {snapshot && <DialogBody key={snapshot.id} snapshot={snapshot} onClose={onClose} />}
    </LateDialog>
  );
}

function DialogBody({ snapshot, onClose }: { snapshot: Snapshot; onClose: () => void }) {
  const diff = useSnapshotDiff(snapshot.id);
  const restore = useRestoreSnapshot();
  const changes = diff.data?.changes ?? 0;

  return (
    <>
      <Dialog.Title className="text-xl font-semibold break-words text-slate-950 dark:text-white">
        {t.sections.restore}: {snapshot.label}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">
        {diff.data && (changes > 0 ? t.restoreConfirm : t.nothingToRestore)}
      </Dialog.Description>
      <div className="mt-4">
        {!diff.data ? (
          diff.isError ? (
            <Alert tone="error">{diff.error.message}</Alert>
          ) : (
            <Spinner label={t.loadingDiff} />
          )
        ) : (
          <TableFrame tabIndex={0} role="region" aria-label={t.sections.restore}>
            <Table>
              <thead>
                <tr>
                  <Th>{t.diffColumns.setting}</Th>
                  <Th>{t.diffColumns.current}</Th>
                  <Th>{t.diffColumns.snapshot}</Th>
                  <Th>{t.diffColumns.status}</Th>
                </tr>
              </thead>
              <tbody>
                {diff.data.entries.map((entry) => (
                  <tr key={entry.key} className={entry.status === 'changed' ? 'bg-amber-50 dark:bg-amber-950/40' : undefined}>
                    <Td className="font-medium">{entry.label}</Td>
                    <Td>
                      <ValueText value={entry.current} />
                    </Td>
                    <Td>
                      <ValueText value={entry.snapshot} />
                    </Td>
                    <Td>{statusText[entry.status]}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableFrame>
        )}
      </div>
      {restore.isError && (
        <Alert tone="error" className="mt-4">
          {restore.error.message}
        </Alert>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Dialog.Close asChild>
          <Button variant="ghost">{t.cancel}</Button>
        </Dialog.Close>
        <Button disabled={!diff.data || changes === 0 || restore.isPending} onClick={() => restore.mutate(snapshot.id, { onSuccess: onClose })}>
          {restore.isPending ? t.restoring : t.sections.restore}
        </Button>
      </div>
    </>
  );
}

function ValueText({ value }: { value: SnapshotDiffEntry['current'] }) {
  return <span className="block max-w-xs text-sm break-words whitespace-pre-wrap">{showValue(value)}</span>;
}
