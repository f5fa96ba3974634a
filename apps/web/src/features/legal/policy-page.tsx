import { ChevronDown, Download } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { policyPdfPath, type LegalPolicy } from '@kusasa/domain/legal/policy';
import { legalTexts } from '@kusasa/domain/legal/legal-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { BackButton } from './back-button';
import { goToSection, PolicyContents } from './policy-contents';
import { PolicySection } from './policy-section';
import { useCurrentSection } from './use-current-section';

/**
 * A legal policy (seed 002 "Legal pages"): back link, title, the version's last-updated date,
 * Download PDF (the server's PDF of the same source), a contents list that follows scrolling
 * (a sidebar on wide screens, a collapsible list on phones) and the numbered sections. A document
 * page (decision 0428): the server renders it with the Information Officer's details, and every
 * control works as HTML (links, anchors, <details>) until the app starts.
 */
export function PolicyPage({ policy }: { policy: LegalPolicy }) {
  const ids = useMemo(() => policy.sections.map((section) => section.id), [policy]);
  const current = useCurrentSection(ids);
  const navigate = useNavigate();
  const location = useLocation();
  const phoneContents = useRef<HTMLDetailsElement>(null);
  useScrollToHashOnArrival(location.hash);

  const openSection = (id: string) => {
    if (phoneContents.current) phoneContents.current.open = false;
    goToSection(id);
    // The address names the section (to share it) without adding a history entry, so Back still leaves the page.
    void navigate({ hash: `#${id}` }, { replace: true, state: location.state as unknown, preventScrollReset: true });
  };
  const contents = <PolicyContents sections={policy.sections} current={current} onNavigate={openSection} />;

  return (
    <div data-legal-page={policy.id} className="legal-page">
      <Container className="max-w-6xl py-6 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3" data-print-hide>
          <BackButton />
          <a href={policyPdfPath(policy.id)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            {legalTexts.downloadPdf}
          </a>
        </div>

        <header className="mt-6 max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">{policy.title}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {legalTexts.lastUpdated} <time dateTime={policy.lastUpdated}>{formatLongDate(`${policy.lastUpdated}T00:00:00Z`)}</time>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {' '}
              · {legalTexts.version} {policy.version}
            </span>
          </p>
          <p className="mt-4 text-lg text-slate-800 dark:text-slate-200">{policy.summary}</p>
        </header>

        <details ref={phoneContents} className="group mt-6 rounded-xl border border-slate-200 lg:hidden dark:border-slate-700" data-print-hide>
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold [&::-webkit-details-marker]:hidden">
            {legalTexts.contents}
            <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
          </summary>
          <nav aria-label={legalTexts.contents} className="border-t border-slate-200 p-2 dark:border-slate-700">
            {contents}
          </nav>
        </details>

        <div className="mt-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-labelledby="policy-contents-heading" className="hidden lg:block" data-print-hide>
            <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto pb-4">
              <h2 id="policy-contents-heading" className="mb-2 px-2 text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
                {legalTexts.contents}
              </h2>
              {contents}
            </div>
          </nav>
          <article aria-label={policy.title} className="max-w-3xl leading-relaxed text-slate-800 dark:text-slate-200">
            {policy.sections.map((section, index) => (
              <PolicySection key={section.id} section={section} index={index} />
            ))}
          </article>
        </div>
      </Container>
    </div>
  );
}

/**
 * Arriving at /terms-of-service#liability: the section exists only after this page rendered, so
 * scroll to it now. Not when the app attaches to the server's HTML (decision 0428): the browser
 * went to the anchor itself, and the reader may have scrolled on since.
 */
function useScrollToHashOnArrival(hash: string) {
  const renderedHere = useHydrated();
  const arrival = useRef(renderedHere ? hash : '');
  useEffect(() => {
    const id = decodeURIComponent(arrival.current.slice(1));
    if (id) goToSection(id);
  }, []);
}
