import { Link } from 'react-router';
import { faqTexts } from '@kusasa/domain/assistant-texts';
import type { Faq } from '@kusasa/domain/schemas/assistant/faqs';
import { LinkedText } from './linked-text';

const sourceLinkClass = 'font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300';

/** One question on /faqs: a <details>, so its answer opens without any JavaScript. */
export function FaqItem({ faq }: { faq: Faq }) {
  return (
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
            <Link to={faq.sourceUrl} className={sourceLinkClass}>
              {faq.title}
            </Link>
          ) : (
            <a href={faq.sourceUrl} target="_blank" rel="noreferrer noopener" className={sourceLinkClass}>
              {faq.title}
            </a>
          )}
        </p>
      </div>
    </details>
  );
}
