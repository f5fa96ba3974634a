import { documentReviewTexts, reviewKindLabels, reviewStatusLabels, waitedText } from '@kusasa/domain/document-review-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { QueueRow } from '@kusasa/domain/schemas/document-reviews';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';

const t = documentReviewTexts.queue;
const c = t.columns;

export const whatOf = (row: Pick<QueueRow, 'kind' | 'documentType'>) =>
  row.kind === 'document' && row.documentType ? documentTexts.labels[row.documentType] : reviewKindLabels[row.kind];

function statusOf(row: QueueRow): string {
  if (row.status === 'waiting') return reviewStatusLabels.waiting;
  return row.claimedByMe ? t.claimedByYou : t.claimedBy(row.claimedByName ?? '—');
}

/** The queue in its order (Pro + AI first, then the longest wait): a table on wide screens, a card per request on a phone. */
export function QueueTable({
  rows,
  busy,
  onClaim,
  onRelease,
}: {
  rows: readonly QueueRow[];
  busy: boolean;
  onClaim: (row: QueueRow) => void;
  /** An admin's give-back of a request another reviewer holds; absent for counselors. */
  onRelease?: (row: QueueRow) => void;
}) {
  return (
    <TableFrame>
      <Table>
        <thead className="max-sm:hidden">
          <tr>
            <Th>{c.request}</Th>
            <Th>{c.plan}</Th>
            <Th>{c.waited}</Th>
            <Th>{c.due}</Th>
            <Th>{c.status}</Th>
            <Th>{c.action}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CardRow key={row.id} aria-label={whatOf(row)}>
              <LabelledCell label={c.request} className="max-sm:col-span-2 font-medium">
                {whatOf(row)}
              </LabelledCell>
              <LabelledCell label={c.plan}>
                <Badge tone={row.priority ? 'accent' : 'neutral'}>{row.priority ? t.priority : t.standard}</Badge>
              </LabelledCell>
              <LabelledCell label={c.waited}>{waitedText(row.minutesWaited)}</LabelledCell>
              <LabelledCell label={c.due}>
                {formatListDate(row.dueAt)}
                <span className={row.overdue ? 'block font-semibold text-red-800 dark:text-red-300' : 'block text-slate-600 dark:text-slate-400'}>
                  {row.overdue ? t.overdue : t.onTime}
                </span>
              </LabelledCell>
              <LabelledCell label={c.status}>{statusOf(row)}</LabelledCell>
              <CardCell>
                {row.status === 'waiting' && (
                  <Button size="sm" disabled={busy} onClick={() => onClaim(row)} aria-label={t.claimFor(whatOf(row))}>
                    {t.claim}
                  </Button>
                )}
                {row.status === 'in_review' && !row.claimedByMe && onRelease && (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => onRelease(row)} aria-label={t.releaseFor(whatOf(row))}>
                    {t.release}
                  </Button>
                )}
              </CardCell>
            </CardRow>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
