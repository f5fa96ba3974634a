import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { Button } from '../components/ui/button';

interface State {
  failed: boolean;
}

/** The generic error fallback from the seeds: a message and a Refresh Page button. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // React already reports the error; a later change sends it to the API's logs.
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const texts = shellTexts.errorBoundary;
    return (
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-3xl font-bold">{texts.title}</h1>
        <p className="text-slate-700 dark:text-slate-300">{texts.body}</p>
        <Button onClick={() => window.location.reload()}>{texts.refresh}</Button>
      </main>
    );
  }
}
