import { useState } from 'react';
import { appealReasonLabels, appealStatusLabels } from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { Appeal } from '@kusasa/domain/schemas/funding/common';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useFundingChange } from '../api/use-funding-change';
import { withdrawAppeal } from '../api/withdraw-appeal';
import { showTimestampDay } from '../dates';

const texts = fundingTexts.appeal;

function AppealRow({ appeal }: { appeal: Appeal }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useFundingChange(withdrawAppeal);
  return (
    <li className="grid min-w-0 gap-1 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-950 dark:text-white">{appealReasonLabels[appeal.reason]}</p>
        <Badge tone={appeal.status === 'upheld' ? 'brand' : appeal.status === 'submitted' ? 'accent' : 'neutral'} className="px-2 py-0.5 text-xs">
          {appealStatusLabels[appeal.status]}
        </Badge>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{texts.submittedOn(showTimestampDay(appeal.submittedAt))}</p>
      <p className="break-words text-slate-800 dark:text-slate-200">{appeal.explanation}</p>
      {appeal.decisionNote && (
        <p className="text-slate-800 dark:text-slate-200">
          <span className="font-medium">{texts.decisionNote}:</span> {appeal.decisionNote}
        </p>
      )}
      {appeal.status === 'submitted' && (
        <Button size="sm" variant="outline" className="mt-1 justify-self-start" onClick={() => setAsking(true)}>
          {texts.withdraw}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={texts.withdrawTitle}
        question={texts.withdrawQuestion}
        confirm={texts.withdraw}
        cancel={texts.cancel}
        busy={withdraw.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => withdraw.mutate(appeal.id, { onError: () => toast.error(fundingTexts.saveFailed), onSettled: () => setAsking(false) })}
      />
    </li>
  );
}

/** The learner's appeals with their status and NSFAS's note; an open one may be withdrawn. */
export function AppealList({ appeals }: { appeals: readonly Appeal[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-slate-950 dark:text-white">{texts.yours}</h3>
      <ul className="grid gap-3">
        {appeals.map((appeal) => (
          <AppealRow key={appeal.id} appeal={appeal} />
        ))}
      </ul>
    </div>
  );
}
