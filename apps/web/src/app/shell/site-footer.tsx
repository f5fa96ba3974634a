import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { Container } from '../../components/ui/container';
import { BrandLogo } from './brand-logo';
import { PartnerAccessButton } from './partner-access-button';

interface FooterLink {
  label: string;
  to: string;
}

const learnerLinks: FooterLink[] = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Learner stories', to: '/testimonials' },
  { label: 'Career guidance', to: '/career-guidance' },
  { label: 'Support', to: '/support' },
];

const partnerLinks: FooterLink[] = [
  { label: 'Partner with us', to: '/partner-inquiry' },
  { label: 'For institutions', to: '/institutions' },
  { label: 'Sponsorships', to: '/sponsorships' },
];

const legalLinks: FooterLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Refund Policy', to: '/refund-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
];

const linkClass = 'inline-block rounded py-1 text-slate-700 underline-offset-4 hover:text-slate-950 hover:underline dark:text-slate-300 dark:hover:text-white';

function LinkColumn({ title, links, children }: { title: string; links: FooterLink[]; children?: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children && <li>{children}</li>}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandLogo />
          <p className="mt-3 text-slate-700 dark:text-slate-300">{shellTexts.tagline}</p>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">Support hours:</span> {shellTexts.supportHours}. {shellTexts.supportReplyPromise}
          </p>
        </div>
        <nav aria-label="Footer" className="contents">
          <LinkColumn title="Learners" links={learnerLinks} />
          <LinkColumn title="Partners" links={partnerLinks}>
            <PartnerAccessButton className={linkClass} />
          </LinkColumn>
          <LinkColumn title="Legal" links={legalLinks} />
        </nav>
      </Container>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <Container className="py-6 text-sm text-slate-700 dark:text-slate-300">
          © {new Date().getFullYear()} {shellTexts.brand}. Built for South African learners.
        </Container>
      </div>
    </footer>
  );
}
