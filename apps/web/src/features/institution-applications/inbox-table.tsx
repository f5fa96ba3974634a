import { Link } from 'react-router';
import { learnerStatusLabels } from '@kusasa/domain/admission-texts';
import { inboxPageTexts as t } from '@kusasa/domain/inbox-texts';
import type { InboxRow } from '@kusasa/domain/schemas/institution-applications/inbox';
import { Badge } from '../../components/ui/badge';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** The inbox's rows: a table on wide screens, a card per application on a phone; each row can be selected. */
export function InboxTable({
  rows,
  selected,
  onToggle,
  onSelectPage,
}: {
  rows: readonly InboxRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onSelectPage: () => void;
}) {
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = onToggle;
  return (
    <TableFrame>
      <Table>
        <thead className="max-sm:hidden">
          <tr>
            <Th>
              <input type="checkbox" aria-label={t.selectPage} checked={allOnPage} onChange={onSelectPage} className="size-5" />
            </Th>
            <Th>{t.learner}</Th>
            <Th>{t.programme}</Th>
            <Th>{t.status}</Th>
            <Th>{t.aps}</Th>
            <Th>{t.documents}</Th>
            <Th>{t.submitted}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CardRow key={row.id}>
              <CardCell>
                <input
                  type="checkbox"
                  aria-label={t.select(row.learnerName ?? row.trackingId ?? row.id)}
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                  className="size-5"
                />
              </CardCell>
              <LabelledCell label={t.learner} className="max-sm:col-span-2">
                <Link to={`/institutions/applications/${row.id}`} className="font-medium text-emerald-800 underline dark:text-emerald-300">
                  {row.learnerName ?? row.trackingId}
                </Link>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{row.trackingId}</span>
                {/* Which kind of identity check the learner passed (issue 32), in its exact words. */}
                <IdentityCheckBadge check={row.identityCheck} size="sm" className="mt-1 block w-fit" />
                {!row.firstViewedAt && (
                  <Badge tone="accent" className="mt-1">
                    {t.unopened}
                  </Badge>
                )}
              </LabelledCell>
              <LabelledCell label={t.programme}>{row.programmeName ?? '—'}</LabelledCell>
              <LabelledCell label={t.status}>{learnerStatusLabels[row.status]}</LabelledCell>
              <LabelledCell label={t.aps}>{row.apsScore ?? '—'}</LabelledCell>
              <LabelledCell label={t.documents}>{row.documentsVerified ? t.documentsVerified : t.documentsUnverified}</LabelledCell>
              <LabelledCell label={t.submitted}>{day(row.submittedAt)}</LabelledCell>
            </CardRow>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
