import { ArrowRight } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/ui/button';
import { useStartApplication } from './use-start-application';

export function StartApplicationButton({ variant = 'primary', size = 'lg' }: { variant?: ButtonVariant; size?: ButtonSize }) {
  const { start, busy } = useStartApplication();
  return (
    <Button variant={variant} size={size} onClick={start} aria-busy={busy} needsApp>
      Start Application
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
