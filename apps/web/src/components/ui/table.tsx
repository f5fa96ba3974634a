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
