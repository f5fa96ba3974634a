import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from './container';
import { cn } from '../../lib/cn';

/** Layout of the sign-in, registration and password pages: a heading, an intro and a card. */
const widths = { sm: 'max-w-lg', md: 'max-w-2xl', lg: 'max-w-5xl' } as const;

export function AuthCard({
  title,
  intro,
  children,
  footer,
  size = 'sm',
  aside,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof widths;
  /** Beside the card on wide screens, below it on narrow ones. */
  aside?: ReactNode;
}) {
  return (
    <Container className={cn('py-8 sm:py-12', widths[size])}>
      <div className={cn(aside ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start' : undefined)}>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 dark:text-white">{title}</h1>
          {intro && <div className="mt-2 text-slate-700 dark:text-slate-300">{intro}</div>}
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">{children}</div>
          {footer && <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-slate-700 dark:text-slate-300">{footer}</div>}
        </div>
        {aside}
      </div>
    </Container>
  );
}

export const textLinkClass = 'rounded font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300';

export function BackToHomeLink() {
  return (
    <Link to="/" className={textLinkClass}>
      ← Back to Home
    </Link>
  );
}

/** The footer of the password pages: back home, or back to sign in. */
export function BackToSignInFooter() {
  return (
    <>
      <BackToHomeLink />
      <Link to="/login" className={textLinkClass}>
        Back to Sign In
      </Link>
    </>
  );
}
