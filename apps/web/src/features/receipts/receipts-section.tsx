import { FileText } from 'lucide-react';
import { useId } from 'react';
import { receiptTexts as t } from '@kusasa/domain/receipt-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import { Spinner } from '../../components/ui/spinner';
import { useReceipts } from './api/get-receipts';
import { RetryAlert } from '../../components/ui/load-failed';

/**
 * "Receipts" (issue 31): every completed payment's numbered receipt or tax invoice, each a PDF;
 * composed into /subscription, the sponsor's dashboard and the partner's through app/pages.
 */
export function ReceiptsSection() {
  const headingId = useId();
  const query = useReceipts();
  let body;
  if (query.isPending) body = <Spinner label={t.section.loading} />;
  else if (query.isError) body = <RetryAlert message={t.section.failed} retry={t.section.retry} query={query} />;
  else if (query.data.receipts.length === 0) body = <p className="text-slate-700 dark:text-slate-300">{t.section.empty}</p>;
  else
    body = (
      <ul className="grid gap-3">
        {query.data.receipts.map((receipt) => (
          <li
            key={receipt.number}
            className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-950 dark:text-white">
                {receipt.taxInvoice ? t.taxInvoice : t.receipt} {receipt.number}
              </p>
              <p className="text-sm break-words text-slate-700 dark:text-slate-300">
                {formatLongDate(receipt.issuedAt)} · {receipt.description} · {formatZar(receipt.amountCents)}
              </p>
            </div>
            <a
              href={receipt.pdfUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={t.section.download(receipt.number)}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-700 dark:text-white dark:hover:bg-slate-800"
            >
              <FileText aria-hidden="true" className="size-4" />
              PDF
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-slate-950 dark:text-white">
        {t.section.title}
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
