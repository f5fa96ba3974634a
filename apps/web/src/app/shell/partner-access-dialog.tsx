import * as Dialog from '@radix-ui/react-dialog';
import { Briefcase, Building2, GraduationCap, HandCoins, Handshake, Landmark, X } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { LateDialog } from '../../components/ui/late-dialog';
import { cn } from '../../lib/cn';
import { getSession } from '../../lib/session';
import { type PartnerAccessOption, type PartnerAccessTab, partnerAccessHref, partnerAccessOptions } from './partner-access-options';

interface PartnerAccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const tabs: { id: PartnerAccessTab; label: string }[] = [
  { id: 'existing', label: 'Existing Partner' },
  { id: 'new', label: 'New Partner' },
];

const icons: Record<PartnerAccessOption['type'], typeof GraduationCap> = {
  student: GraduationCap,
  counselor: Briefcase,
  institution: Building2,
  nsfas: Landmark,
  sponsor: HandCoins,
  partner: Handshake,
};

export default function PartnerAccessDialog({ open, onOpenChange, returnFocusTo }: PartnerAccessDialogProps) {
  const [tab, setTab] = useState<PartnerAccessTab>('existing');
  const tabRefs = useRef<Record<PartnerAccessTab, HTMLButtonElement | null>>({ existing: null, new: null });
  const navigated = useRef(false);
  const baseId = useId();
  // Who is signed in, asked each time the dialog opens (the public pages hold no session).
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    getSession(controller.signal).then(
      (session) => setSignedInAs(session?.user.userType ?? null),
      () => setSignedInAs(null),
    );
    return () => controller.abort();
  }, [open]);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((item) => item.id === tab);
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: tabs.length - 1 - index };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <LateDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      navigatedRef={navigated}
      className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 dark:bg-slate-950"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <Dialog.Title className="text-xl font-semibold">Partner Access</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">
            Sign in to your area, or create an account for your organisation.
          </Dialog.Description>
        </div>
        <Dialog.Close className={buttonVariants({ variant: 'ghost', size: 'icon' })} aria-label="Close">
          <X aria-hidden="true" />
        </Dialog.Close>
      </div>

      <div role="tablist" aria-label="Account status" className="mt-5 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {tabs.map((item) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[item.id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => setTab(item.id)}
            onKeyDown={onTabKeyDown}
            className={cn(
              'min-h-11 rounded-lg px-3 font-semibold text-slate-700 dark:text-slate-300',
              tab === item.id && 'bg-white text-slate-950 shadow-sm dark:bg-slate-950 dark:text-white',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`} className="mt-5">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {partnerAccessOptions.map((option) => {
            const Icon = icons[option.type];
            const href = partnerAccessHref(option, tab, signedInAs);
            const own = href !== partnerAccessHref(option, tab);
            const action = own ? 'Open your area' : tab === 'existing' ? 'Sign in' : 'Register';
            return (
              <li key={option.type}>
                <Link
                  to={href}
                  onClick={() => {
                    navigated.current = true;
                    onOpenChange(false);
                  }}
                  className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 p-4 hover:border-emerald-700 hover:bg-emerald-50 dark:border-slate-700 dark:hover:border-emerald-400 dark:hover:bg-slate-900"
                >
                  <Icon aria-hidden="true" className="size-6 text-emerald-700 dark:text-emerald-400" />
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {option.label}
                    <span className="sr-only">: {action.toLowerCase()}</span>
                  </span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">{option.description}</span>
                  <span aria-hidden="true" className="mt-auto text-sm font-semibold text-emerald-800 dark:text-emerald-300">
                    {action} →
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </LateDialog>
  );
}
