import { LifeBuoy, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { faqTexts } from '@kusasa/domain/assistant-texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { InputField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { SUPPORT_CONTACT } from '../../lib/support-contact';
import { useFaqs } from './api/get-faqs';
import { FilterChips } from './components/filter-chips';
import { LinkedText } from './components/linked-text';
import { filterFaqs } from './faq-search';

const ALL = faqTexts.all;

/**
 * /faqs (seed 001): category chips (All, Account, Support, Applications, AI Assistant, Billing,
 * Privacy), a search, the questions and answers of Thandi's knowledge base (an admin's edit shows
 * here at once), and the 'Still need help?' card.
 */
export default function FaqsPage({ title }: PageProps) {
  const query = useFaqs();
  const [category, setCategory] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const shown = query.data ? filterFaqs(query.data.faqs, category, search) : [];

  return (
    <Container className="grid gap-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-700 dark:text-slate-300">The answers Thandi gives, with the page each comes from.</p>
      </header>

      <div className="grid gap-4">
        <FilterChips
          label="Categories"
          items={[ALL, ...(query.data?.categories ?? [])].map((name) => ({ key: name, label: name }))}
          selected={category}
          onSelect={setCategory}
        />
        <form role="search" className="max-w-md" onSubmit={(event) => event.preventDefault()}>
          <InputField
            id="faq-search"
            type="search"
            label={faqTexts.searchLabel}
            placeholder={faqTexts.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </form>
      </div>

      {query.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading the questions..." />
        </div>
      ) : query.isError ? (
        <Alert tone="error">
          <p>{faqTexts.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
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
              <li key={faq.id}>
                <details className="group rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
                  <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-white">
                    {faq.question}
                    <span className="shrink-0 text-xs font-medium text-slate-600 dark:text-slate-300">{faq.category}</span>
                  </summary>
                  <div className="border-t border-slate-200 px-4 py-3 text-slate-800 dark:border-slate-800 dark:text-slate-200">
                    <p className="whitespace-pre-wrap">
                      <LinkedText text={faq.answer} />
                    </p>
                    <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
                      {faqTexts.source}{' '}
                      {faq.sourceUrl.startsWith('/') ? (
                        <Link to={faq.sourceUrl} className="font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
                          {faq.title}
                        </Link>
                      ) : (
                        <a
                          href={faq.sourceUrl}
                          target="_blank"
                          rel="noreferrer noopener"
                          className="font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
                        >
                          {faq.title}
                        </a>
                      )}
                    </p>
                  </div>
                </details>
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
