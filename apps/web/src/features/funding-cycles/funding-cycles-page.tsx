import { Plus } from 'lucide-react';
import { useState } from 'react';
import { fundingCycleTexts as t } from '@kusasa/domain/funding-cycle-and-match-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { NsfasCycle } from '@kusasa/domain/schemas/funding/common';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';
import type { PageProps } from '../../lib/page-props';
import { useFundingCycles } from './api/cycles';
import { CycleDialog } from './cycle-dialog';
import { RetryAlert } from '../../components/ui/load-failed';

const c = t.columns;
const stateTone: Record<NsfasCycle['state'], BadgeTone> = { 'not-announced': 'neutral', upcoming: 'accent', open: 'brand', closed: 'neutral' };
const day = (value: string | null) => (value ? formatIsoDay(value) : t.notAnnounced);

/** /admin/funding-cycles (issue 28): NSFAS's application window per funding year, added and corrected by admins. */
export default function FundingCyclesPage({ title }: PageProps) {
  const cycles = useFundingCycles();
  const [editing, setEditing] = useState<{ cycle: NsfasCycle | null } | null>(null);

  return (
    <Container className="py-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
        <Button onClick={() => setEditing({ cycle: null })} disabled={!cycles.isSuccess}>
          <Plus aria-hidden="true" />
          {t.add}
        </Button>
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t.intro}</p>
      <div className="mt-6">
        {cycles.isPending ? (
          <Spinner label={t.loading} />
        ) : cycles.isError ? (
          <RetryAlert message={t.loadError} retry={t.retry} query={cycles} />
        ) : cycles.data.cycles.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
        ) : (
          <TableFrame>
            <Table>
              <thead className="max-sm:hidden">
                <tr>
                  <Th>{c.year}</Th>
                  <Th>{c.state}</Th>
                  <Th>{c.opens}</Th>
                  <Th>{c.closes}</Th>
                  <Th>{c.appealDays}</Th>
                  <Th>{c.source}</Th>
                  <Th>{c.checked}</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {cycles.data.cycles.map((cycle) => (
                  <CardRow key={cycle.fundingYear}>
                    <LabelledCell label={c.year} className="font-semibold">
                      {cycle.fundingYear}
                    </LabelledCell>
                    <LabelledCell label={c.state}>
                      <Badge tone={stateTone[cycle.state]}>{t.states[cycle.state]}</Badge>
                    </LabelledCell>
                    <LabelledCell label={c.opens}>{day(cycle.opensOn)}</LabelledCell>
                    <LabelledCell label={c.closes}>{day(cycle.closesOn)}</LabelledCell>
                    <LabelledCell label={c.appealDays}>{cycle.appealDays}</LabelledCell>
                    <LabelledCell label={c.source} className="max-sm:col-span-2">
                      <a href={cycle.sourceUrl} target="_blank" rel="noreferrer" className="break-words text-emerald-800 underline dark:text-emerald-300">
                        {cycle.sourceTitle}
                      </a>
                    </LabelledCell>
                    <LabelledCell label={c.checked}>{formatIsoDay(cycle.checkedOn)}</LabelledCell>
                    <CardCell>
                      <Button size="sm" variant="outline" onClick={() => setEditing({ cycle })} aria-label={t.editYear(cycle.fundingYear)}>
                        {t.edit}
                      </Button>
                    </CardCell>
                  </CardRow>
                ))}
              </tbody>
            </Table>
          </TableFrame>
        )}
      </div>
      {editing && (
        <CycleDialog cycle={editing.cycle} takenYears={cycles.data?.cycles.map((cycle) => cycle.fundingYear) ?? []} onClose={() => setEditing(null)} />
      )}
    </Container>
  );
}
