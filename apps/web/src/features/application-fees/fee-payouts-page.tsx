import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { applicationFeeErrorTexts as e, feePayoutTexts as t, feeStatementTexts as s } from '@kusasa/domain/application-fee-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { LoadFailed, PageHeading } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';
import type { PageProps } from '../../lib/page-props';
import { useAdminStatement, useBalances } from './api/application-fees';
import { FeeStatementView } from './fee-statement-view';
import { CorrectionForm, PayoutForm } from './ledger-entry-forms';

/** /admin/fee-payouts: balances owed per institution; ?institution=ID opens its statement, payouts and corrections. */
export default function FeePayoutsPage({ title }: PageProps) {
  const [params] = useSearchParams();
  const institutionId = params.get('institution');
  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={t.intro} />
      <div className="mt-6">{institutionId ? <InstitutionPayouts institutionId={institutionId} /> : <Balances />}</div>
    </Container>
  );
}

function Balances() {
  const balances = useBalances();
  if (balances.isPending) return <Spinner label="Loading balances..." />;
  if (balances.isError) return <LoadFailed message={e.loadFailed} retry="Try again" query={balances} />;
  if (balances.data.institutions.length === 0) return <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>;
  return (
    <TableFrame>
      <Table>
        <thead className="max-sm:sr-only">
          <tr>
            <Th>{t.institution}</Th>
            <Th className="text-right">{s.collected}</Th>
            <Th className="text-right">{s.paidOut}</Th>
            <Th className="text-right">{s.balance}</Th>
            <Th>{t.lastPayout}</Th>
          </tr>
        </thead>
        <tbody>
          {balances.data.institutions.map((row) => (
            <CardRow key={row.institutionId}>
              <LabelledCell label={t.institution} className="max-sm:col-span-2">
                <Link to={`?institution=${row.institutionId}`} className="font-semibold break-words text-emerald-800 underline dark:text-emerald-300">
                  {row.institutionName}
                </Link>
              </LabelledCell>
              <LabelledCell label={s.collected} className="sm:text-right">
                {formatZar(row.collectedCents)}
              </LabelledCell>
              <LabelledCell label={s.paidOut} className="sm:text-right">
                {formatZar(row.paidOutCents)}
              </LabelledCell>
              <LabelledCell label={s.balance} className="font-semibold sm:text-right">
                {formatZar(row.balanceCents)}
              </LabelledCell>
              <LabelledCell label={t.lastPayout}>{row.lastPayoutAt ? formatListDate(row.lastPayoutAt) : t.never}</LabelledCell>
            </CardRow>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}

function InstitutionPayouts({ institutionId }: { institutionId: string }) {
  const statement = useAdminStatement(institutionId);
  return (
    <div className="grid gap-6">
      <Link to="?" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'justify-self-start' })}>
        <ArrowLeft aria-hidden="true" /> {t.back}
      </Link>
      {statement.isPending ? (
        <Spinner label="Loading the statement..." />
      ) : statement.isError ? (
        <LoadFailed message={statement.error.message} retry="Try again" query={statement} />
      ) : (
        <>
          <h2 className="text-xl font-semibold break-words text-slate-950 dark:text-white">{statement.data.institutionName}</h2>
          <div className="grid gap-4 md:grid-cols-2">
            <Card className="p-5">
              <h3 className="mb-4 font-semibold text-slate-950 dark:text-white">{t.recordPayout}</h3>
              <PayoutForm institutionId={institutionId} />
            </Card>
            <Card className="p-5">
              <h3 className="mb-4 font-semibold text-slate-950 dark:text-white">{t.addCorrection}</h3>
              <CorrectionForm institutionId={institutionId} />
            </Card>
          </div>
          <FeeStatementView statement={statement.data} />
        </>
      )}
    </div>
  );
}
