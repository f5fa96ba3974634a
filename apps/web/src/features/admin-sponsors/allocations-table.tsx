import { Link } from 'react-router';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { Allocation } from '@kusasa/domain/schemas/sponsors/allocations';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';

const page = sponsorPageTexts.admin;
const statusTone: Record<Allocation['status'], BadgeTone> = { active: 'brand', expired: 'neutral', revoked: 'accent' };
const planNames: Record<string, string> = { essential: 'Essential', 'pro-ai': 'Pro + AI' };

/** The plan an allocation gives: its own, or Pro + AI when it names none. */
export const allocationPlanName = (plan: string) => planNames[plan] ?? page.planDefault;

export function AllocationsTable({
  allocations,
  onEdit,
  onDelete,
  showSponsor = true,
}: {
  allocations: Allocation[];
  onEdit?: (allocation: Allocation) => void;
  onDelete?: (allocation: Allocation) => void;
  showSponsor?: boolean;
}) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <TableFrame>
      <Table className="max-sm:block">
        <caption className="sr-only">{texts.tabAllocations}</caption>
        <thead className="max-sm:hidden">
          <tr>
            {showSponsor && <Th>{texts.sponsorLabel}</Th>}
            <Th>{texts.studentLabel}</Th>
            <Th>{texts.statusLabel}</Th>
            <Th>{texts.planLabel}</Th>
            <Th>{texts.allocatedOnLabel}</Th>
            <Th>{texts.expiresOnLabel}</Th>
            <Th>{texts.notesLabel}</Th>
            {actions && <Th>{page.actions}</Th>}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {allocations.map((allocation) => {
            const student = allocation.studentName ?? allocation.studentEmail ?? allocation.studentId;
            return (
              <CardRow key={allocation.id}>
                {showSponsor && (
                  <LabelledCell label={texts.sponsorLabel} className="max-sm:col-span-2">
                    <Link
                      to={`/admin/sponsors/${allocation.sponsorId}`}
                      className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
                    >
                      {allocation.sponsorName ?? allocation.sponsorId}
                    </Link>
                  </LabelledCell>
                )}
                <LabelledCell label={texts.studentLabel} className="max-sm:col-span-2">
                  <span className="block font-medium text-slate-950 dark:text-white">{student}</span>
                  <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
                    {[allocation.studentEmail, allocation.studentTrackingId].filter(Boolean).join(' · ')}
                  </span>
                </LabelledCell>
                <LabelledCell label={texts.statusLabel}>
                  <Badge tone={statusTone[allocation.status]} className="px-2 py-0.5 text-xs">
                    {texts.allocationStatuses[allocation.status]}
                  </Badge>
                </LabelledCell>
                <LabelledCell label={texts.planLabel}>{allocationPlanName(allocation.plan)}</LabelledCell>
                <LabelledCell label={texts.allocatedOnLabel} className="whitespace-nowrap">
                  {formatLongDate(allocation.allocatedOn)}
                </LabelledCell>
                <LabelledCell label={texts.expiresOnLabel} className="whitespace-nowrap">
                  {allocation.expiresOn ? formatLongDate(allocation.expiresOn) : '—'}
                </LabelledCell>
                <LabelledCell label={texts.notesLabel} className="max-w-56 break-words max-sm:col-span-2 max-sm:max-w-none">
                  {allocation.notes || '—'}
                </LabelledCell>
                {actions && (
                  <CardCell className="max-sm:col-span-2">
                    <div className="flex gap-2">
                      {onEdit && (
                        <Button variant="outline" size="sm" onClick={() => onEdit(allocation)} aria-label={`${page.edit} allocation for ${student}`}>
                          {page.edit}
                        </Button>
                      )}
                      {onDelete && (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-red-700 dark:text-red-400"
                          onClick={() => onDelete(allocation)}
                          aria-label={`${page.delete} allocation for ${student}`}
                        >
                          {page.delete}
                        </Button>
                      )}
                    </div>
                  </CardCell>
                )}
              </CardRow>
            );
          })}
        </tbody>
      </Table>
    </TableFrame>
  );
}
