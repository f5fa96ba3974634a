import { checklistItemLabels } from '@kusasa/domain/funding-labels';
import { nsfasLearnerTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { ChecklistLine } from '@kusasa/domain/schemas/funding/common';
import { Badge } from '../../components/ui/badge';
import { Card, CardTitle } from '../../components/ui/card';
import { DocumentLink } from './document-link';

/** The documents that apply to the learner, each opened through a signed link; a stale certification is flagged. */
export function LearnerChecklist({ learnerId, lines, complete }: { learnerId: string; lines: readonly ChecklistLine[]; complete: boolean }) {
  return (
    <Card className="p-5 sm:p-6 lg:col-span-2">
      <CardTitle>{t.checklist}</CardTitle>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{complete ? t.checklistComplete : t.checklistIncomplete}</p>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {lines.map(({ item, document }) => (
          <li key={item} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-slate-100">{checklistItemLabels[item].label}</p>
              {document ? (
                <>
                  <p className="text-sm break-words text-slate-700 dark:text-slate-300">{document.originalName}</p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {t.certified(formatIsoDay(document.certifiedOn), formatIsoDay(document.validUntil))}
                  </p>
                  {document.stale && (
                    <Badge tone="accent" className="mt-1">
                      {t.stale}
                    </Badge>
                  )}
                </>
              ) : (
                <p className="text-sm text-slate-700 dark:text-slate-300">{t.missing}</p>
              )}
            </div>
            {document && <DocumentLink learnerId={learnerId} documentId={document.id} label={checklistItemLabels[item].label} />}
          </li>
        ))}
      </ul>
    </Card>
  );
}
