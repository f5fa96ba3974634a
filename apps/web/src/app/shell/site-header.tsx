import { Link, NavLink, useLocation } from 'react-router';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/cn';
import { BrandLogo } from './brand-logo';
import { MobileMenuButton } from './mobile-menu-button';
import { getStartedItem, howItWorksTarget, loginItem, pageNavItems } from './nav-items';
import { ThemeToggle } from './theme-toggle';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  buttonVariants({
    variant: 'ghost',
    size: 'sm',
    className: cn('font-medium', isActive && 'text-emerald-800 underline underline-offset-4 dark:text-emerald-300'),
  });

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:border-slate-800 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/80">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="rounded-lg" aria-label={`${shellTexts.brand} home`}>
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <Link to={howItWorksTarget(pathname)} className={linkClass({ isActive: false })}>
                {shellTexts.nav.howItWorks}
              </Link>
            </li>
            {pageNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="ml-2">
              <NavLink to={loginItem.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {loginItem.label}
              </NavLink>
            </li>
            <li>
              <NavLink to={getStartedItem.to} className={buttonVariants({ size: 'sm' })}>
                {getStartedItem.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <MobileMenuButton className="lg:hidden" />
        </div>
      </Container>
    </header>
  );
}
