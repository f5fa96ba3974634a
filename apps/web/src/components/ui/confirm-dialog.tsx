import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button';
import { dialogContentClass } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, such as 'Are you sure to delete this allocation?'. */
  question: string;
  confirm: string;
  cancel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something is destroyed or taken back: an alert dialog whose focus starts on Cancel
 * (the safe choice), closed by Escape or Cancel unless the action is already running.
 */
export function ConfirmDialog({ open, title, question, confirm, cancel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content role="alertdialog" className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{question}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                {cancel}
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
