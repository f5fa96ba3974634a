import type { ReactNode } from 'react';
import { Container } from './container';

/** Layout for short status pages (not found, access denied, coming soon). */
export function StatusPage({ eyebrow, title, children, actions }: { eyebrow?: ReactNode; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Container className="flex min-h-[60dvh] flex-col items-center justify-center py-16 text-center">
      {eyebrow}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-xl text-lg text-slate-700 dark:text-slate-300">{children}</div>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
    </Container>
  );
}
