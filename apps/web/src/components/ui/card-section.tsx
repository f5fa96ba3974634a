import { type ReactNode, useId } from 'react';
import { Card } from './card';

/** One part of a signed-in page: a card with its heading (h2) and an optional line under it. */
export function CardSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card className="grid min-w-0 gap-3 p-4 sm:p-6">
        <h2 id={id} className="text-xl font-semibold text-slate-950 dark:text-white">
          {title}
        </h2>
        {intro && <p className="text-slate-700 dark:text-slate-300">{intro}</p>}
        <div className="grid min-w-0 gap-3">{children}</div>
      </Card>
    </section>
  );
}
