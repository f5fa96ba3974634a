import { adminApplicationTexts as texts } from '@kusasa/domain/admin-application-texts';
import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { AdminApplicationsResponse } from '@kusasa/domain/schemas/admin-applications';
import { Badge } from '../../components/ui/badge';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';

type Row = AdminApplicationsResponse['applications'][number];

function When({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatListDate(at)}</time> : <span className="text-slate-600 dark:text-slate-400">—</span>;
}

/** The overview's rows, newest submission first; on phones each row is a card. */
export function ApplicationsTable({ rows }: { rows: Row[] }) {
  return (
    <TableFrame>
      <Table className="max-sm:block">
        <caption className="sr-only">Submitted applications, newest first</caption>
        <thead className="max-sm:hidden">
          <tr>
            <Th>{texts.trackingId}</Th>
            <Th>{texts.learner}</Th>
            <Th>{texts.institution}</Th>
            <Th>{texts.programme}</Th>
            <Th>{texts.status}</Th>
            <Th>{texts.submitted}</Th>
            <Th>{texts.lastChange}</Th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <CardRow key={row.id}>
              <CardCell className="font-mono text-sm break-all max-sm:col-span-2">{row.trackingId ?? texts.notGiven}</CardCell>
              <LabelledCell label={texts.learner}>{row.learnerName ?? texts.notGiven}</LabelledCell>
              <LabelledCell label={texts.institution}>{row.institutionName ?? texts.notGiven}</LabelledCell>
              <LabelledCell label={texts.programme}>{row.programmeName ?? texts.notGiven}</LabelledCell>
              <LabelledCell label={texts.status}>
                <Badge tone="neutral">{applicationStatusLabels[row.status]}</Badge>
              </LabelledCell>
              <LabelledCell label={texts.submitted}>
                <When at={row.submittedAt} />
              </LabelledCell>
              <LabelledCell label={texts.lastChange}>
                <When at={row.statusChangedAt} />
              </LabelledCell>
            </CardRow>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
