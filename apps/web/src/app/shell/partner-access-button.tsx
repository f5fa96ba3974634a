import { Suspense, lazy, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

// The dialog code (Radix) loads when the dialog is first opened.
const PartnerAccessDialog = lazy(() => import('./partner-access-dialog'));

export function PartnerAccessButton({ className }: { className?: string }) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!hydrated}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Partner Access
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <PartnerAccessDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
