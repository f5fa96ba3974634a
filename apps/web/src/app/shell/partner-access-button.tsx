import { Suspense, lazy, useRef, useState } from 'react';

// The dialog code (Radix) loads when the dialog is first opened.
const PartnerAccessDialog = lazy(() => import('./partner-access-dialog'));

/** Enabled before the app attaches: the page's starter holds a click until then (Button's needsApp). */
export function PartnerAccessButton({ className }: { className?: string }) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-needs-app=""
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
