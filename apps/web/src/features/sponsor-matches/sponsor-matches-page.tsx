import { sponsorMatchPageTexts as t } from '@kusasa/domain/funding-cycle-and-match-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useSponsorCriteria } from './api/matches';
import { CriteriaForm } from './criteria-form';
import { MatchesList } from './matches-list';
import { RetryAlert } from '../../components/ui/load-failed';

/** /sponsors/matches (issue 28): what the sponsor funds, and the consenting learners who fit it. */
export default function SponsorMatchesPage({ title }: PageProps) {
  const criteria = useSponsorCriteria();

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t.intro}</p>
      <Alert tone="info" className="mt-4">
        <p>{t.privacy}</p>
      </Alert>

      <section aria-labelledby="criteria-title" className="mt-8">
        <h2 id="criteria-title" className="text-xl font-bold text-slate-950 dark:text-white">
          {t.criteria}
        </h2>
        <Card className="mt-4 p-5 sm:p-6">
          {criteria.isPending ? (
            <Spinner label={t.criteriaLoading} />
          ) : criteria.isError ? (
            <RetryAlert message={t.criteriaError} retry={t.retry} query={criteria} />
          ) : (
            <>
              {criteria.data.updatedAt ? (
                <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t.updatedOn(formatLongDate(criteria.data.updatedAt))}</p>
              ) : (
                <p className="mb-4 text-slate-700 dark:text-slate-300">{t.noCriteria}</p>
              )}
              <CriteriaForm saved={criteria.data.criteria} />
            </>
          )}
        </Card>
      </section>

      <section aria-labelledby="matches-title" className="mt-8">
        <h2 id="matches-title" className="text-xl font-bold text-slate-950 dark:text-white">
          {t.matches}
        </h2>
        <div className="mt-4">
          <MatchesList />
        </div>
      </section>
    </Container>
  );
}
