import { Menu } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

// The dialog code (Radix) loads on the first click, not with the page.
const MobileMenu = lazy(() => import('./mobile-menu'));

export function MobileMenuButton({ className }: { className?: string }) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        needsApp
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
