import { Link } from 'react-router';
import { institutionDetailTexts as texts } from '@kusasa/domain/catalogue-texts';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useProgrammes } from '../../../lib/catalogue/get-programmes';
import { LoadError } from './load-error';
import { ProgrammeDetails } from './programme-details';
import { ApplyDirectly } from '../../../lib/catalogue/apply-directly';
import type { InstitutionDetail } from '@kusasa/domain/schemas/catalogue';

/** The programmes of one institution with their entry requirements. */
export function InstitutionProgrammes({ institution }: { institution: InstitutionDetail }) {
  const institutionId = institution.id;
  const query = useProgrammes(institutionId);
  return (
    <section aria-labelledby="programmes-title" className="mt-8">
      <h2 id="programmes-title" className="text-2xl font-bold text-slate-950 dark:text-white">
        {texts.programmes}
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <Spinner label={texts.programmesLoading} />
        ) : query.isError ? (
          <LoadError message={texts.programmesFailed} retryLabel={texts.tryAgain} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.length === 0 ? (
          institution.programmesNotPublished ? (
            <ApplyDirectly institution={institution} />
          ) : (
            <p className="text-slate-700 dark:text-slate-300">{texts.noProgrammes}</p>
          )
        ) : (
          <>
            <ul className="grid gap-4 lg:grid-cols-2">
              {query.data.map((programme) => (
                <li key={programme.id}>
                  <Card className="h-full p-5">
                    <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{programme.name}</h3>
                    {programme.code && <p className="text-sm text-slate-600 dark:text-slate-400">{programme.code}</p>}
                    <ProgrammeDetails programme={programme} />
                  </Card>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{texts.confirm}</p>
            <Link
              to={`/programs?institution=${institutionId}`}
              className="mt-2 inline-block font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300"
            >
              {texts.checkEligibility}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
