import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { checklistItemLabels } from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { ChecklistLine } from '@kusasa/domain/schemas/funding/common';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { unlinkChecklistDocument } from '../api/unlink-checklist-document';
import { useFundingChange } from '../api/use-funding-change';
import { showDay } from '../dates';
import { UploadForm } from './upload-form';

const texts = fundingTexts.checklist;

/** One document NSFAS asks of this learner: what it is, the copy on it (with its certification), and Upload, Replace and Remove. */
export function ChecklistLineItem({ line }: { line: ChecklistLine }) {
  const titleId = useId();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useFundingChange(unlinkChecklistDocument);
  const { label, hint } = checklistItemLabels[line.item];
  const document = line.document;

  return (
    <li aria-labelledby={titleId} className="grid min-w-0 gap-2 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h3 id={titleId} className="font-semibold text-slate-950 dark:text-white">
        {label}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{hint}</p>
      {document ? (
        <div className="grid gap-1 text-sm text-slate-800 dark:text-slate-200">
          <p className="font-medium break-all">{document.originalName ?? label}</p>
          <p>
            {texts.certifiedOn}: {showDay(document.certifiedOn)} · {texts.validUntil}: {showDay(document.validUntil)}
          </p>
          {document.stale && (
            <p className="mt-1 flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>{texts.stale}</span>
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{texts.notLinked}</p>
      )}
      {uploading ? (
        <UploadForm item={line.item} label={label} onDone={() => setUploading(false)} onCancel={() => setUploading(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={document ? 'outline' : 'primary'}
            onClick={() => setUploading(true)}
            aria-label={`${document ? texts.replace : texts.upload}: ${label}`}
          >
            {document ? texts.replace : texts.upload}
          </Button>
          {document && (
            <Button size="sm" variant="outline" onClick={() => setRemoving(true)} aria-label={`${texts.remove}: ${label}`}>
              {texts.remove}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={removing}
        title={texts.removeTitle}
        question={texts.removeQuestion}
        confirm={texts.remove}
        cancel={texts.cancel}
        busy={remove.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(line.item, {
            onSuccess: () => toast.success(texts.removed),
            onError: () => toast.error(fundingTexts.saveFailed),
            onSettled: () => setRemoving(false),
          })
        }
      />
    </li>
  );
}
