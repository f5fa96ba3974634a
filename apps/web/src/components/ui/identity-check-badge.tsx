import { identityCheckLabel } from '@kusasa/domain/identity-check-texts';
import type { IdentityCheck } from '@kusasa/domain/schemas/identity-check';
import { cn } from '../../lib/cn';

const tones = {
  // A bureau or an admin looked at the person; the built-in check only read the number.
  strong: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  format: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  none: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
};

/**
 * What a learner's identity check checked, in its exact words (issue 32), on every screen that
 * shows verification: never a bare "Verified". Wraps on a narrow screen rather than overflowing.
 */
export function IdentityCheckBadge({ check, size = 'md', className }: { check: IdentityCheck | null; size?: 'sm' | 'md'; className?: string }) {
  const tone = !check ? tones.none : check.method === 'id-number-format' ? tones.format : tones.strong;
  return (
    <span
      data-identity-check={check?.method ?? 'none'}
      className={cn(
        'inline-block max-w-full rounded-2xl font-medium break-words',
        size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm',
        tone,
        className,
      )}
    >
      {identityCheckLabel(check)}
    </span>
  );
}
