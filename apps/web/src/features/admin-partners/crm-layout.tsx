import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { partnerTexts as t } from '@kusasa/domain/partner-texts';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';

const sections = [
  { to: '/admin/partners', label: t.navPartners, end: true },
  { to: '/admin/partners/inquiries', label: t.navInquiries, end: false },
  { to: '/admin/partners/tiers', label: t.navTiers, end: false },
  { to: '/admin/partners/analytics', label: t.navAnalytics, end: false },
] as const;

/**
 * The partner CRM's frame (seed 002): a side navigation (Partners, Inquiries, Tiers, Analytics)
 * and 'Back to Dashboard' to /partner-dashboard. On a phone the navigation is a row above the page.
 */
export function CrmLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Container className="py-6 sm:py-8">
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label="Partner CRM" className="lg:w-52 lg:shrink-0">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-lg px-3 font-medium focus-visible:outline-2 focus-visible:outline-emerald-600',
                      isActive
                        ? 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100'
                        : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link
            to="/partner-dashboard"
            className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 lg:mt-4 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.backToDashboard}
          </Link>
        </nav>
        <section className="min-w-0 flex-1" aria-labelledby="crm-title">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 id="crm-title" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">
              {title}
            </h1>
            {actions}
          </div>
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </Container>
  );
}

/** The CRM's loading, failed and empty states, alike on every page. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}
