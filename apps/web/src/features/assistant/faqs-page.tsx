import { LifeBuoy, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { faqTexts } from '@kusasa/domain/assistant-texts';
import { KNOWLEDGE_CATEGORIES } from '@kusasa/domain/rules/assistant';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { SUPPORT_CONTACT } from '../../lib/support-contact';
import { useFaqs } from './api/get-faqs';
import { FAQ_CATEGORY_PARAM, FAQ_SEARCH_PARAM, FaqFilters, faqsHref } from './components/faq-filters';
import { FaqItem } from './components/faq-item';
import { filterFaqs } from './faq-search';

const ALL = faqTexts.all;
const SEARCH_MAX = 200;

/** The category and search an address asks for: an unknown category is 'All', a long search is cut. */
function filtersFrom(params: URLSearchParams) {
  const category = params.get(FAQ_CATEGORY_PARAM) ?? ALL;
  return {
    category: (KNOWLEDGE_CATEGORIES as readonly string[]).includes(category) ? category : ALL,
    search: (params.get(FAQ_SEARCH_PARAM) ?? '').slice(0, SEARCH_MAX),
  };
}

/**
 * /faqs (seed 001): category chips (All, Account, Support, Applications, AI Assistant, Billing,
 * Privacy), a search, the questions and answers of Thandi's knowledge base (an admin's edit shows
 * here at once), and the 'Still need help?' card. The server renders it with the questions for
 * any address (decision 0425), so the filters work as links and a GET form without JavaScript.
 */
export default function FaqsPage({ title }: PageProps) {
  const query = useFaqs();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { category, search: searched } = filtersFrom(params);
  // Typed but not yet submitted: the app filters as the visitor types.
  const [typed, setTyped] = useState<{ for: string; text: string } | null>(null);
  const search = typed?.for === searched ? typed.text : searched;
  const shown = query.data ? filterFaqs(query.data.faqs, category, search) : [];

  return (
    <Container className="grid gap-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-700 dark:text-slate-300">The answers Thandi gives, with the page each comes from.</p>
      </header>

      <FaqFilters
        categories={[ALL, ...(query.data?.categories ?? KNOWLEDGE_CATEGORIES)]}
        category={category}
        search={search}
        onSearchChange={(text) => setTyped({ for: searched, text })}
        onSearchSubmit={() => void navigate(faqsHref(category, search.trim()), { replace: true })}
      />

      {query.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading the questions..." />
        </div>
      ) : query.isError ? (
        <Alert tone="error">
          <p>{faqTexts.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()} needsApp>
            Try again
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {faqTexts.empty}
        </p>
      ) : (
        <>
          <p role="status" className="sr-only">
            {shown.length} questions shown
          </p>
          <ul className="grid gap-3">
            {shown.map((faq) => (
              <li key={faq.id} className="[contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]">
                <FaqItem faq={faq} />
              </li>
            ))}
          </ul>
        </>
      )}

      <Card className="p-5 sm:p-6">
        <h2 className="flex items-center gap-2 text-xl font-bold text-slate-950 dark:text-white">
          <LifeBuoy aria-hidden="true" className="size-6 text-emerald-700 dark:text-emerald-400" />
          {faqTexts.stillNeedHelp}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{faqTexts.stillNeedHelpBody}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={`mailto:${SUPPORT_CONTACT.email}`} className={buttonVariants({ variant: 'outline' })}>
            <Mail aria-hidden="true" />
            {faqTexts.emailSupport}
          </a>
          <Link to="/support" className={buttonVariants()}>
            {faqTexts.contactUs}
          </Link>
        </div>
      </Card>
    </Container>
  );
}
