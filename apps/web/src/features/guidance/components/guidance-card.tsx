import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

/** One of the three guidance cards: a title, the plan it needs, what it is, and its action. */
export function GuidanceCard({ id, title, badge, body, children }: { id: string; title: string; badge: string; body: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col p-5">
      <section aria-labelledby={id} className="flex flex-1 flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-lg font-semibold text-slate-950 dark:text-white">
            {title}
          </h2>
          <Badge tone="neutral">{badge}</Badge>
        </div>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{body}</p>
        <div className="mt-4 flex-1">{children}</div>
      </section>
    </Card>
  );
}
