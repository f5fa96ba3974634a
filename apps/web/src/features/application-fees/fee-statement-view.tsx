import { feeStatementTexts as t } from '@kusasa/domain/application-fee-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import type { FeeLedgerEntry, FeeStatement } from '@kusasa/domain/schemas/application-fees';
import { CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';

/** A statement's totals and entries, newest first: the institution's page and the admin's both show it. */
export function FeeStatementView({ statement }: { statement: FeeStatement }) {
  const { totals } = statement;
  const figures = [
    [t.collected, totals.collectedCents],
    [t.paidOut, totals.paidOutCents],
    [t.corrections, totals.correctionsCents],
    [t.balance, totals.balanceCents],
  ] as const;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, cents]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-950 dark:text-white">{formatZar(cents)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="fee-entries-title">
        <h2 id="fee-entries-title" className="text-lg font-semibold text-slate-950 dark:text-white">
          {t.entries}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.neverEdited}</p>
        {statement.entries.length === 0 ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t.empty}</p>
        ) : (
          <TableFrame className="mt-3">
            <Table>
              <thead className="max-sm:sr-only">
                <tr>
                  <Th>{t.date}</Th>
                  <Th>{t.kind}</Th>
                  <Th className="text-right">{t.amount}</Th>
                  <Th>{t.details}</Th>
                </tr>
              </thead>
              <tbody>
                {statement.entries.map((entry) => (
                  <CardRow key={entry.id}>
                    <LabelledCell label={t.date}>{formatListDate(entry.createdAt)}</LabelledCell>
                    <LabelledCell label={t.kind}>{t.kinds[entry.kind]}</LabelledCell>
                    <LabelledCell label={t.amount} className="whitespace-nowrap sm:text-right">
                      {formatZar(entry.amountCents)}
                    </LabelledCell>
                    <LabelledCell label={t.details} className="break-words max-sm:col-span-2">
                      {detailsOf(entry)}
                    </LabelledCell>
                  </CardRow>
                ))}
              </tbody>
            </Table>
          </TableFrame>
        )}
      </section>
    </div>
  );
}

function detailsOf(entry: FeeLedgerEntry): string {
  const parts = [entry.applicationId ? t.application(entry.applicationId) : null, entry.payer ? t.payers[entry.payer] : null, entry.reference, entry.reason];
  return parts.filter(Boolean).join(' · ');
}
