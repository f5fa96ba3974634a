import { type ReactNode, useState } from 'react';
import { programmeManagementTexts as t } from '@kusasa/domain/institution-workspace-texts';
import type { ManagedProgramme } from '@kusasa/domain/schemas/institution-workspace/programmes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useManagedProgrammes } from './api/programmes-api';
import { ProgrammeDialog } from './programme-dialog';
import { RetryAlert } from '../../components/ui/load-failed';

/** /institutions/programmes: the institution's own programmes, added and edited in a dialog. */
export default function ProgrammesPage({ title }: PageProps) {
  return <ProgrammesManager title={title} />;
}

/** The list and its dialog; `base` names whose programmes (an admin's correction view passes one institution's). */
export function ProgrammesManager({ title, base, before }: { title: string; base?: string; before?: ReactNode }) {
  const programmes = useManagedProgrammes(base);
  const [editing, setEditing] = useState<ManagedProgramme | 'new' | null>(null);

  return (
    <Container className="py-6 sm:py-8">
      {before}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
        <Button onClick={() => setEditing('new')} disabled={!programmes.isSuccess}>
          {t.add}
        </Button>
      </div>
      {programmes.isPending ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label={t.loading} />
        </div>
      ) : programmes.isError ? (
        <RetryAlert message={programmes.error.message} retry="Retry" query={programmes} className="mt-6" />
      ) : programmes.data.programmes.length === 0 ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300">{t.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {programmes.data.programmes.map((programme) => (
            <li key={programme.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                    {programme.name}
                    <Badge tone={programme.openForIntake ? 'brand' : 'neutral'}>{programme.openForIntake ? t.open : t.closed}</Badge>
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {[
                      programme.faculty,
                      programme.qualificationType,
                      programme.minAps === null ? null : `${programmes.data.rulePack.unitLabel} ${programme.minAps}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    {programme.places !== null && ` · ${t.places}: ${programme.places}`}
                  </p>
                  {programme.updatedByInstitutionAt && (
                    <p className="text-sm text-slate-600 dark:text-slate-400">{t.lastUpdated(programme.updatedByInstitutionAt.slice(0, 10))}</p>
                  )}
                </div>
                <Button variant="outline" size="sm" onClick={() => setEditing(programme)} aria-label={`${t.edit} ${programme.name}`}>
                  {t.edit}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing && programmes.data && (
        <ProgrammeDialog programme={editing === 'new' ? null : editing} rulePack={programmes.data.rulePack} base={base} onClose={() => setEditing(null)} />
      )}
    </Container>
  );
}
