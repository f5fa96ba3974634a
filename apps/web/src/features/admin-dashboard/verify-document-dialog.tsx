import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type RefObject } from 'react';
import { adminDocumentTexts } from '@kusasa/domain/admin-document-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { AdminDecision, AdminDocument } from '@kusasa/domain/schemas/admin-documents';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/field';
import { LateDialog } from '../../components/ui/late-dialog';
import { useDecideDocument } from './api/decide-document';
import { DocumentStatusBadge } from './document-status-badge';

const texts = adminDocumentTexts.dialog;

export interface VerifyDocumentDialogProps {
  document: AdminDocument | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The Verify dialog: the document's details, the automatic check's result, a reason, and the three decisions. */
export function VerifyDocumentDialog({ document, onClose, returnFocusTo }: VerifyDocumentDialogProps) {
  const navigatedRef = useRef(false);
  return (
    <LateDialog
      open={document !== null}
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      navigatedRef={navigatedRef}
      className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 dark:bg-slate-950"
    >
      {document && <DialogBody key={document.id} document={document} onClose={onClose} />}
    </LateDialog>
  );
}

function DialogBody({ document, onClose }: { document: AdminDocument; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState(document.rejectionReason ?? '');
  const decide = useDecideDocument({ onDone: onClose });
  const check = document.verification;
  const submit = (status: AdminDecision) => decide.mutate({ documentId: document.id, status, reason });

  return (
    <>
      <Dialog.Title className="text-xl font-semibold text-slate-950 dark:text-white">{texts.title}</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">
        {documentTexts.labels[document.documentType]} · {document.user.fullName ?? document.user.email}
      </Dialog.Description>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm text-slate-800 dark:text-slate-200">
        <dt className="font-medium">{adminDocumentTexts.columns.user}</dt>
        <dd className="min-w-0 break-words">
          {document.user.fullName ?? '—'} ({document.user.email}
          {document.user.contactEmail && document.user.contactEmail !== document.user.email ? `, ${document.user.contactEmail}` : ''})
        </dd>
        <dt className="font-medium">{texts.file}</dt>
        <dd className="min-w-0 break-words">{document.originalName ?? document.mimeType}</dd>
        <dt className="font-medium">{texts.uploaded}</dt>
        <dd>{formatListDate(document.createdAt)}</dd>
        <dt className="font-medium">{adminDocumentTexts.columns.status}</dt>
        <dd>
          <DocumentStatusBadge status={document.verificationStatus} />
        </dd>
        <dt className="font-medium">{texts.automaticCheck}</dt>
        <dd className="min-w-0">
          {check ? (
            <>
              <span className="block">
                {documentTexts.statusLabels[check.status]} · {Math.round(check.confidence * 100)}%
              </span>
              {check.failureReason && <span className="block text-slate-600 dark:text-slate-400">{check.failureReason}</span>}
              {check.validationResults.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {check.validationResults.map((result) => (
                    <li key={result.check}>
                      {result.passed ? '✓' : '✗'} {result.message}
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            texts.noAutomaticCheck
          )}
        </dd>
      </dl>
      <div className="mt-5">
        <Label htmlFor={`${id}-reason`}>{texts.reason}</Label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:outline-emerald-400"
        />
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="danger" disabled={decide.isPending} onClick={() => submit('rejected')}>
          {texts.reject}
        </Button>
        <Button variant="outline" disabled={decide.isPending} onClick={() => submit('request_resubmission')}>
          {texts.requestResubmission}
        </Button>
        <Button disabled={decide.isPending} aria-busy={decide.isPending} onClick={() => submit('approved')}>
          {texts.approve}
        </Button>
      </div>
    </>
  );
}
