import { Spinner } from '../../components/ui/spinner';

/** Shown while a page's code loads; it fades in late so that fast loads show nothing. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50dvh] animate-appear items-center justify-center px-4">
      <Spinner label="Loading…" />
    </div>
  );
}
