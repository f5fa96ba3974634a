import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { type ShellNavItem, currentNavItem } from './nav-items';

/**
 * On phones the bottom bar holds the first 5 items; this disclosure in the header lists them all
 * (the admin sidebar's desktop-only entries too, so that no page is out of reach on a phone).
 * A plain button and panel (no dialog library), closed by Escape, by a link or by the button.
 */
export function MoreMenu({ items, pathname }: { items: ShellNavItem[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const current = currentNavItem(pathname, items);

  // Close when the page changes. Comparing with the last pathname during render, not in an effect.
  const [lastPathname, setLastPathname] = useState(pathname);
  if (lastPathname !== pathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <Button ref={button} variant="ghost" size="icon" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="sr-only">All pages</span>
      </Button>
      <nav
        id={panelId}
        aria-label="All pages"
        hidden={!open}
        className="absolute inset-x-0 top-16 z-40 max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-slate-200 bg-white p-3 shadow-lg dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="grid gap-1 sm:grid-cols-2">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={current?.to === to ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  current?.to === to && 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
                )}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
