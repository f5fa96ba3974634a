import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { dialogContentClass } from './dialog';

export interface FormDialogProps {
  title: string;
  /** While a save is under way the dialog stays open and its buttons wait. */
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  className?: string;
  children: ReactNode;
}

/** A form in a centred dialog: its title, its fields, then Cancel and the submit button. */
export function FormDialog({ title, busy, onClose, onSubmit, submitLabel, className, children }: FormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className={cn(dialogContentClass, className)} aria-describedby={undefined}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">{title}</Dialog.Title>
          <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
            {children}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
