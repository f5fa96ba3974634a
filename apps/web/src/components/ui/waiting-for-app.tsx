import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Alert } from './alert';
import { Spinner } from './spinner';

/** The class of what needs the app: hidden when JavaScript is off, where WaitingForApp says what to do instead. */
export const NEEDS_APP_CLASS = 'noscript:hidden';

/**
 * On a prerendered page whose form needs the app (/register, issue 33): while the app is on its
 * way the inert form is not left looking ready, and with JavaScript off the form and this note
 * give way to what the visitor can do instead.
 */
export function WaitingForApp({ waiting, withoutJavaScript }: { waiting: string; withoutJavaScript: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      {!hydrated && (
        <p className={NEEDS_APP_CLASS}>
          <Spinner label={waiting} />
        </p>
      )}
      <noscript>
        <Alert tone="info">{withoutJavaScript}</Alert>
      </noscript>
    </>
  );
}
