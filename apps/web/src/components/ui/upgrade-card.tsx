import { LockKeyhole } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { planGateTexts } from '@kusasa/domain/guidance-texts';
import { type PlanId, planById } from '@kusasa/domain/rules/plans';
import { buttonVariants } from './button';
import { cn } from '../../lib/cn';

export interface UpgradeCardProps {
  /** What is locked, e.g. 'Career Assessment'. */
  feature: string;
  requiredPlan: PlanId;
  /** Signed-out visitors are told that signing in may unlock it. */
  showSignInHint?: boolean;
  className?: string;
}

/** The upgrade card of a gated feature (seed 001 section 1): it leads to /pricing. */
export function UpgradeCard({ feature, requiredPlan, showSignInHint = false, className }: UpgradeCardProps) {
  const location = useLocation();
  const planName = planById(requiredPlan).name;
  return (
    <div
      role="group"
      aria-label={planGateTexts.upgradeTitle}
      className={cn(
        'rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100',
        className,
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <LockKeyhole aria-hidden="true" className="size-5 shrink-0" />
        {planGateTexts.upgradeTitle}
      </p>
      <p className="mt-1 text-sm">{planGateTexts.upgradeBody(feature, planName)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link to="/pricing" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {planGateTexts.upgrade}
        </Link>
        {showSignInHint && (
          <p className="text-sm">
            {planGateTexts.signInHint}{' '}
            <Link to="/login" state={{ from: `${location.pathname}${location.search}` }} className="font-semibold underline underline-offset-2">
              {planGateTexts.signIn}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
