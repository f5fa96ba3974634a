import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// Data tables: a bordered frame that scrolls sideways on narrow screens, with header and cell styles.

export function TableFrame({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900', className)} {...props} />;
}

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-4 py-3 font-semibold whitespace-nowrap text-slate-800 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-slate-100 px-4 py-3 align-top text-slate-800 dark:border-slate-800 dark:text-slate-200', className)} {...props} />;
}

// On phones a body row becomes a card of two columns instead of cramped columns; its cells
// stack, and a LabelledCell names itself there (the header row is out of sight).

export function CardRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:border-b max-sm:border-slate-200 max-sm:p-4 max-sm:last:border-0 dark:max-sm:border-slate-800',
        className,
      )}
      {...props}
    />
  );
}

export function CardCell({ className, ...props }: ComponentProps<'td'>) {
  return <Td className={cn('max-sm:block max-sm:border-0 max-sm:p-0', className)} {...props} />;
}

export function LabelledCell({ label, children, ...props }: ComponentProps<'td'> & { label: string }) {
  return (
    <CardCell {...props}>
      <span className="block text-xs font-semibold text-slate-600 sm:hidden dark:text-slate-400">{label}</span>
      {children}
    </CardCell>
  );
}
