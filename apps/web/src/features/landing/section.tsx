import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/cn';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted';
  children?: ReactNode;
}

/** A landing-page section: a labelled <section> with an h2 and an optional intro. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', children }: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', tone === 'muted' && 'bg-slate-50 dark:bg-slate-900/60')}>
      <Container>
        <div className="max-w-2xl">
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h2>
          {intro && <div className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</div>}
        </div>
        {children}
      </Container>
    </section>
  );
}
