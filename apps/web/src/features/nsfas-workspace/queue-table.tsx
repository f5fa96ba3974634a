import { Link } from 'react-router';
import { institutionTypeLabels, nsfasStatusLabels, outcomeLabels } from '@kusasa/domain/funding-labels';
import { nsfasWorkspaceTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { NsfasQueueItem } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { Badge } from '../../components/ui/badge';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';
import { CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';

const c = t.columns;

/** The queue's learners: a table on wide screens, a card per learner on a phone; each name opens the learner. */
export function QueueTable({ rows }: { rows: readonly NsfasQueueItem[] }) {
  return (
    <TableFrame>
      <Table>
        <thead className="max-sm:hidden">
          <tr>
            <Th>{c.learner}</Th>
            <Th>{c.province}</Th>
            <Th>{c.outcome}</Th>
            <Th>{c.institutions}</Th>
            <Th>{c.checklist}</Th>
            <Th>{c.status}</Th>
            <Th>{c.updated}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CardRow key={row.learnerId}>
              <LabelledCell label={c.learner} className="max-sm:col-span-2">
                <Link to={`/nsfas/learners/${row.learnerId}`} className="font-medium break-words text-emerald-800 underline dark:text-emerald-300">
                  {row.fullName ?? t.unnamed}
                </Link>
                {/* Which kind of identity check the learner passed (issue 32), in its exact words. */}
                <IdentityCheckBadge check={row.identityCheck} size="sm" className="mt-1 block w-fit" />
                {row.openAppeal && (
                  <Badge tone="accent" className="mt-1 block w-fit">
                    {t.openAppeal}
                  </Badge>
                )}
              </LabelledCell>
              <LabelledCell label={c.province}>{row.province ?? '—'}</LabelledCell>
              <LabelledCell label={c.outcome}>{row.outcome ? outcomeLabels[row.outcome].word : '—'}</LabelledCell>
              <LabelledCell label={c.institutions}>{row.institutionTypes.map((type) => institutionTypeLabels[type]).join(', ') || '—'}</LabelledCell>
              <LabelledCell label={c.checklist}>
                <Badge tone={row.checklistComplete ? 'brand' : 'neutral'}>{row.checklistComplete ? t.checklistComplete : t.checklistIncomplete}</Badge>
              </LabelledCell>
              <LabelledCell label={c.status}>{row.status ? nsfasStatusLabels[row.status].label : t.noStatus}</LabelledCell>
              <LabelledCell label={c.updated}>{formatLongDate(row.updatedAt)}</LabelledCell>
            </CardRow>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
