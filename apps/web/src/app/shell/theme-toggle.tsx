import { Moon, Sun } from 'lucide-react';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { buttonVariants } from '../../components/ui/button';
import { useTheme } from '../../lib/use-theme';

/**
 * Works before the app attaches (decision 0425): the page's starter toggles the theme on a click
 * until then, reading the labels from the data attributes. Both icons are drawn and the shown
 * theme's class picks one, so the icon is right in the HTML whichever theme the page opens in.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? shellTexts.theme.toLight : shellTexts.theme.toDark;
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-theme-toggle=""
      data-label-light={shellTexts.theme.toDark}
      data-label-dark={shellTexts.theme.toLight}
    >
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
    </button>
  );
}
