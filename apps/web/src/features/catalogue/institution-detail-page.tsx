import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { institutionDetailTexts as texts, labelOf, universitySubtypeLabels } from '@kusasa/domain/catalogue-texts';
import type { PageProps } from '../../lib/page-props';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { StatusPage } from '../../components/ui/status-page';
import { isNotFound, useInstitution } from './api/get-institution';
import { InstitutionFacts } from './components/contact-list';
import { InstitutionProgrammes } from './components/institution-programmes';
import { CatalogueCoverage } from './components/catalogue-coverage';
import { LoadError } from './components/load-error';

const backLink = (
  <Link to="/institutions" className={buttonVariants({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" />
    {texts.backToInstitutions}
  </Link>
);

/** /institutions/:id: one active institution and its programmes, or a not-found state. */
export default function InstitutionDetailPage(_props: PageProps) {
  const { id = '' } = useParams();
  const query = useInstitution(id);

  if (query.isPending) {
    return (
      <Container className="py-10">
        <Spinner label={texts.loading} />
      </Container>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <StatusPage title={texts.notFoundTitle} actions={backLink}>
          <p>{texts.notFoundBody}</p>
        </StatusPage>
      );
    }
    return (
      <Container className="py-10">
        <LoadError message={texts.loadFailed} retryLabel={texts.tryAgain} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        <div className="mt-6">{backLink}</div>
      </Container>
    );
  }

  const institution = query.data;
  return (
    <Container className="py-8 sm:py-10">
      <Link
        to="/institutions"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {texts.backToInstitutions}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {institution.shortName && <Badge tone="neutral">{institution.shortName}</Badge>}
        {institution.universitySubtype && <Badge tone="neutral">{labelOf(universitySubtypeLabels, institution.universitySubtype)}</Badge>}
      </div>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">{institution.name}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-slate-950 dark:text-white">{texts.about}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{institution.description ?? texts.noDescription}</p>
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="mb-3 text-xl font-semibold text-slate-950 dark:text-white">{texts.contact}</h2>
          <InstitutionFacts institution={institution} />
        </Card>
      </div>
      <CatalogueCoverage institution={institution} />
      <InstitutionProgrammes institution={institution} />
    </Container>
  );
}
