import type { ReactNode } from 'react';

/** One titled part of a sponsor's profile page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-slate-950 dark:text-white">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What a part shows when it has nothing to list. */
export function Muted({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">{children}</p>
  );
}
