import { adminApplicationTexts as texts } from '@kusasa/domain/admin-application-texts';
import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import { INBOX_STATUSES } from '@kusasa/domain/rules/admissions';
import type { AdminApplicationsResponse } from '@kusasa/domain/schemas/admin-applications';
import { LabelledCell, CardRow, Table, TableFrame, Th, CardCell } from '../../components/ui/table';

/** Each institution's submitted applications per status, most first. */
export function InstitutionCounts({ institutions }: { institutions: AdminApplicationsResponse['institutions'] }) {
  if (institutions.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby="by-institution">
      <h2 id="by-institution" className="text-lg font-semibold text-slate-950 dark:text-white">
        {texts.byInstitution}
      </h2>
      <TableFrame className="mt-3">
        <Table className="max-sm:block">
          <thead className="max-sm:hidden">
            <tr>
              <Th>{texts.institution}</Th>
              <Th>{texts.total}</Th>
              {INBOX_STATUSES.map((status) => (
                <Th key={status}>{applicationStatusLabels[status]}</Th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {institutions.map((row) => (
              <CardRow key={row.institutionId}>
                <CardCell className="font-medium text-slate-950 max-sm:col-span-2 dark:text-white">{row.institutionName}</CardCell>
                <LabelledCell label={texts.total}>{row.total}</LabelledCell>
                {INBOX_STATUSES.map((status) => (
                  <LabelledCell key={status} label={applicationStatusLabels[status]}>
                    {row.byStatus[status] ?? 0}
                  </LabelledCell>
                ))}
              </CardRow>
            ))}
          </tbody>
        </Table>
      </TableFrame>
    </section>
  );
}
