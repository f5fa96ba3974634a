import { Moon, Sun } from 'lucide-react';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { buttonVariants } from '../../components/ui/button';
import { useTheme } from '../../lib/use-theme';

/**
 * Works before the app attaches (decision 0425): the page's starter toggles the theme on a click
 * until then. The label and icon of both themes are in the HTML and the shown theme's class picks
 * one (a hidden label is no part of the button's name), so they are right whichever theme the page
 * opens in or is switched to, and the starter never changes what React attaches to.
 */
export function ThemeToggle() {
  const { toggleTheme } = useTheme();
  return (
    <button type="button" className={buttonVariants({ variant: 'ghost', size: 'icon' })} onClick={toggleTheme} data-theme-toggle="">
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
      <span className="sr-only dark:hidden">{shellTexts.theme.toDark}</span>
      <span className="sr-only hidden dark:inline">{shellTexts.theme.toLight}</span>
    </button>
  );
}
