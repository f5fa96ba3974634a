import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { buttonVariants } from '../../components/ui/button';
import { LateDialog } from '../../components/ui/late-dialog';
import { cn } from '../../lib/cn';
import { getStartedItem, howItWorksTarget, loginItem, pageNavItems } from './nav-items';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const itemClass =
  'flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 aria-[current=page]:text-emerald-800 dark:aria-[current=page]:text-emerald-300';

export default function MobileMenu({ open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const { pathname } = useLocation();
  const navigated = useRef(false);
  const close = () => {
    navigated.current = true;
    onOpenChange(false);
  };

  return (
    <LateDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      navigatedRef={navigated}
      className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl focus:outline-none dark:bg-slate-950"
    >
      <div className="flex items-center justify-between">
        <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
        <Dialog.Close className={buttonVariants({ variant: 'ghost', size: 'icon' })} aria-label="Close menu">
          <X aria-hidden="true" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">Pages on Kusasa</Dialog.Description>
      <nav aria-label="Mobile">
        <ul className="flex flex-col gap-1">
          <li>
            <Link to={howItWorksTarget(pathname)} className={itemClass} onClick={close}>
              {shellTexts.nav.howItWorks}
            </Link>
          </li>
          {pageNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={itemClass} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3">
          <Link to={loginItem.to} className={buttonVariants({ variant: 'outline', size: 'lg' })} onClick={close}>
            {loginItem.label}
          </Link>
          <Link to={getStartedItem.to} className={cn(buttonVariants({ size: 'lg' }))} onClick={close}>
            {getStartedItem.label}
          </Link>
        </div>
      </nav>
    </LateDialog>
  );
}
