import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** The seed's load failure: its message and a Try Again button that asks the server again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  retrying = false,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert tone="error" className="items-start">
      <p className="font-semibold">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" />
        {retryLabel}
      </Button>
    </Alert>
  );
}
