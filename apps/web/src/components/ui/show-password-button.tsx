import { Eye, EyeOff } from 'lucide-react';
import { Button } from './button';

/** The show/hide password toggle; one toggle shows or hides every password field of its form. */
export function ShowPasswordButton({ shown, onToggle, controls, needsApp }: { shown: boolean; onToggle: () => void; controls: string; needsApp?: boolean }) {
  return (
    <Button
      needsApp={needsApp}
      variant="outline"
      size="icon"
      className="shrink-0"
      aria-pressed={shown}
      aria-controls={controls}
      onClick={onToggle}
      title={shown ? 'Hide password' : 'Show password'}
    >
      {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      <span className="sr-only">Show password</span>
    </Button>
  );
}
