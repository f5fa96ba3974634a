import * as Dialog from '@radix-ui/react-dialog';
import { subscriptionTexts } from '@kusasa/domain/pricing-texts';
import { Button } from '../../components/ui/button';
import { dialogContentClass } from '../../components/ui/dialog';

/** 'Are you sure you want to cancel your subscription?' before anything is cancelled. */
export function ConfirmCancelDialog({
  open,
  onOpenChange,
  onConfirm,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content role="alertdialog" className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">{subscriptionTexts.cancel}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{subscriptionTexts.cancelConfirm}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                {subscriptionTexts.cancelKeep}
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {subscriptionTexts.cancel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
