import type { ReactNode } from 'react';
import { Alert, type AlertTone } from './alert';
import { Button } from './button';

/** A page's or section's "could not load" with its Try Again, disabled while the query is fetching again. */
export function LoadFailed({
  message,
  retry,
  query,
  className = 'grid max-w-xl gap-4',
}: {
  message: ReactNode;
  retry: string;
  query: { isFetching: boolean; refetch: () => unknown };
  className?: string;
}) {
  return (
    <div className={className}>
      <Alert tone="error">{message}</Alert>
      <Button variant="outline" className="justify-self-start" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {retry}
      </Button>
    </div>
  );
}

/** A section's "could not load" as one alert holding its message and a small Try Again button. */
export function RetryAlert({
  message,
  retry,
  query,
  tone = 'error',
  className,
}: {
  message: ReactNode;
  retry: ReactNode;
  query: { isFetching: boolean; refetch: () => unknown };
  tone?: AlertTone;
  className?: string;
}) {
  return (
    <Alert tone={tone} className={className}>
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-3" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {retry}
      </Button>
    </Alert>
  );
}

/** A page's heading and the line under it, as the signed-in pages open. */
export function PageHeading({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{intro}</p>
    </>
  );
}
