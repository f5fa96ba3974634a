import { Moon, Sun } from 'lucide-react';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { Button } from '../../components/ui/button';
import { useTheme } from '../../lib/use-theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? shellTexts.theme.toLight : shellTexts.theme.toDark;
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
