import type { ReactNode } from 'react';

/** A quiet panel for "nothing to show", with an optional action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <h2 className="text-lg font-semibold text-slate-950 dark:text-white">{title}</h2>
      {children && <p className="mt-2 text-slate-700 dark:text-slate-300">{children}</p>}
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}
