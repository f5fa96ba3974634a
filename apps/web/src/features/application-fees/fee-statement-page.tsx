import { feeStatementTexts as t } from '@kusasa/domain/application-fee-texts';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeading } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { STATEMENT_CSV_URL, useStatement } from './api/application-fees';
import { FeeStatementView } from './fee-statement-view';

/** /institutions/fees: the institution's application-fee statement (issue 31), with a CSV download. */
export default function FeeStatementPage({ title }: PageProps) {
  const statement = useStatement();
  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={t.intro} />
      <div className="mt-6">
        {statement.isPending ? (
          <div className="flex min-h-48 items-center justify-center">
            <Spinner label="Loading your statement..." />
          </div>
        ) : statement.isError ? (
          <Alert tone={statement.error instanceof ApiError && statement.error.status === 403 ? 'info' : 'error'}>
            <p>{statement.error.message}</p>
            <Button variant="outline" size="sm" className="mt-3" disabled={statement.isFetching} onClick={() => void statement.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold text-slate-950 dark:text-white">{statement.data.institutionName}</p>
              {statement.data.entries.length > 0 && (
                <a href={STATEMENT_CSV_URL} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {t.download}
                </a>
              )}
            </div>
            <FeeStatementView statement={statement.data} />
          </div>
        )}
      </div>
    </Container>
  );
}
