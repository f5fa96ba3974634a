import { AlertTriangle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { type ErrorPanelType, errorPanelTexts } from '@kusasa/domain/pricing-texts';
import { Button } from './button';
import { SupportLine } from './support-line';

export interface ErrorPanelProps {
  type: ErrorPanelType;
  /** Replaces the type's secondary line (e.g. the server's reason for a payment error). */
  details?: string;
  /** The first action (Try Again, Retry Connection...); without it the panel reloads the page. */
  onPrimary?: () => void;
  /** The second action; without it the panel goes where the type's label says. */
  onSecondary?: () => void;
  className?: string;
}

// Where each type's second button goes when the caller does not say (seed 002 section 8).
const secondaryPath: Record<ErrorPanelType, string | null> = {
  sessionStorage: '/pricing',
  network: null, // Refresh Page
  payment: '/checkout',
  authentication: '/register',
  default: '/',
};

/** The error panel by type, with its two actions and the support contact line. */
export function ErrorPanel({ type, details, onPrimary, onSecondary, className }: ErrorPanelProps) {
  const navigate = useNavigate();
  const texts = errorPanelTexts[type];
  const reload = () => window.location.reload();
  const primary = onPrimary ?? (type === 'authentication' ? () => void navigate('/login') : reload);
  const secondary =
    onSecondary ??
    (() => {
      const path = secondaryPath[type];
      if (path) void navigate(path);
      else reload();
    });
  const line = details ?? texts.details;

  return (
    <section
      role="alert"
      aria-labelledby={`error-panel-${type}`}
      className={`rounded-2xl border border-red-300 bg-red-50 p-5 text-red-950 sm:p-6 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100 ${className ?? ''}`}
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="min-w-0">
          <h2 id={`error-panel-${type}`} className="text-lg font-semibold">
            {texts.title}
          </h2>
          <p className="mt-1">{texts.message}</p>
          {line && <p className="mt-2 text-sm">{line}</p>}
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={primary}>{texts.primary}</Button>
        <Button variant="outline" onClick={secondary}>
          {texts.secondary}
        </Button>
      </div>
      <SupportLine className="mt-4 text-sm" />
    </section>
  );
}
