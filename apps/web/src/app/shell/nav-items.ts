import { shellTexts } from '@kusasa/domain/shell-texts';

export interface NavItem {
  label: string;
  to: string;
}

/** Public top navigation (seed 001, section 2). How It Works is an in-page link, handled apart. */
export const pageNavItems: NavItem[] = [
  { label: shellTexts.nav.meetThandi, to: '/meet-thandi' },
  { label: shellTexts.nav.pricing, to: '/pricing' },
  { label: shellTexts.nav.forInstitutions, to: '/institutions' },
];

export const loginItem: NavItem = { label: shellTexts.nav.login, to: '/login' };
export const getStartedItem: NavItem = { label: shellTexts.nav.getStarted, to: '/register' };

export const HOW_IT_WORKS_ID = 'how-it-works';

/** How It Works scrolls to its section; from any page other than the landing page it goes to / first. */
export function howItWorksTarget(pathname: string): { pathname: string; hash: string } {
  const onLanding = pathname === '/' || pathname === '/home';
  return { pathname: onLanding ? pathname : '/', hash: `#${HOW_IT_WORKS_ID}` };
}
