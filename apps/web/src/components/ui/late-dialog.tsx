import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

export interface LateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog; it is not a Radix Trigger because the dialog loads late. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** Set to true when the user followed a link: the new page takes focus instead of the button. */
  navigatedRef: RefObject<boolean>;
  className: string;
  children: ReactNode;
}

// A modal whose code is imported on first open. Radix cannot return focus to a trigger it
// never rendered, so this frame does it by hand unless the user navigated away.
export function LateDialog({ open, onOpenChange, returnFocusTo, navigatedRef, className, children }: LateDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            navigatedRef.current = false;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!navigatedRef.current) returnFocusTo.current?.focus();
          }}
          className={className}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
