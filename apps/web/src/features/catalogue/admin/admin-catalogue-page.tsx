import { useState } from 'react';
import { Link } from 'react-router';
import { institutionTypeLabels, labelOf } from '@kusasa/domain/catalogue-texts';
import { catalogueCorrectionTexts as t } from '@kusasa/domain/catalogue-coverage-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { CatalogueCoverageRow } from '@kusasa/domain/schemas/catalogue-corrections';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { InputField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import type { PageProps } from '../../../lib/page-props';
import { CorrectionDialog } from './correction-dialog';
import { useCatalogueCoverage } from './corrections-api';
import { RetryAlert } from '../../../components/ui/load-failed';

function CoverageCard({ row, onCorrect }: { row: CatalogueCoverageRow; onCorrect: () => void }) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
          {row.name}
          {row.correctedAt && <Badge tone="neutral">{t.corrected}</Badge>}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {labelOf(institutionTypeLabels, row.type)} · {row.province} · {row.programmeCount > 0 ? `${t.programmes}: ${row.programmeCount}` : t.notPublished}
          {row.checkedOn && ` · ${t.checkedOn} ${formatIsoDay(row.checkedOn)}`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onCorrect} aria-label={`${t.edit} ${row.name}`}>
          {t.edit}
        </Button>
        <Link to={`/admin/catalogue/${row.id}`} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`${t.editProgrammes}: ${row.name}`}>
          {t.editProgrammes}
        </Link>
      </div>
    </Card>
  );
}

/** /admin/catalogue (issue 26): every institution's coverage; an admin corrects its facts or its programmes. */
export default function AdminCataloguePage({ title }: PageProps) {
  const query = useCatalogueCoverage();
  const [search, setSearch] = useState('');
  const [correcting, setCorrecting] = useState<CatalogueCoverageRow | null>(null);
  const needle = search.trim().toLowerCase();
  const rows = query.data?.institutions.filter((row) => row.name.toLowerCase().includes(needle)) ?? [];

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{t.intro}</p>
      {query.isPending ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label={t.loading} />
        </div>
      ) : query.isError ? (
        <RetryAlert message={t.loadFailed} retry="Try Again" query={query} className="mt-6" />
      ) : (
        <>
          <InputField
            id="catalogue-search"
            className="mt-6 max-w-md"
            label={t.search}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {rows.length === 0 ? (
            <p className="mt-6 text-slate-700 dark:text-slate-300">{t.empty}</p>
          ) : (
            <ul className="mt-6 grid gap-3">
              {rows.map((row) => (
                <li key={row.id}>
                  <CoverageCard row={row} onCorrect={() => setCorrecting(row)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {correcting && <CorrectionDialog institution={correcting} onClose={() => setCorrecting(null)} />}
    </Container>
  );
}
