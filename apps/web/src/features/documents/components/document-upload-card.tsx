import { FileText } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { documentTexts } from '@kusasa/domain/document-texts';
import { type DocumentType, MAX_DOCUMENT_BYTES } from '@kusasa/domain/schemas/documents';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { openDocument } from '../api/get-document-link';
import { useDocuments } from '../api/get-documents';
import { useUploadDocument } from '../api/upload-document';
import { useLiveDocuments } from '../api/use-live-documents';
import { DocumentStatusBadge } from './document-status-badge';
import { ExtractedMarks } from './extracted-marks';
import { VerificationOutcome } from './verification-outcome';

const texts = documentTexts.upload;

export interface DocumentUploadCardProps {
  documentType: DocumentType;
  label: string;
  required?: boolean;
  description?: string;
  onUseMarks?: (subjects: { name: string; mark: number }[]) => void;
  /** More actions beside View for the uploaded document, from a page that composes other features (an "Ask for a review" link). */
  actions?: (document: { id: string; label: string }) => ReactNode;
}

/** The client-side twin of the server's checks, so a wrong file fails before it is sent. */
export function clientFileProblem(file: File, pdfOnly: boolean): string | null {
  if (file.size > MAX_DOCUMENT_BYTES) return texts.tooLarge;
  if (file.size === 0) return texts.empty;
  const ok = pdfOnly ? /\.pdf$/i : /\.(pdf|jpe?g|png)$/i;
  if (!ok.test(file.name)) return pdfOnly ? texts.pdfOnly : texts.wrongType;
  return null;
}

/**
 * One document slot (wizard step 5, the application form): the learner's latest upload of this
 * type with its verification outcome, and a file input to upload or resubmit it.
 */
export function DocumentUploadCard({ documentType, label, required = false, description, onUseMarks, actions }: DocumentUploadCardProps) {
  const inputId = useId();
  const hintId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const documents = useDocuments();
  useLiveDocuments();
  const upload = useUploadDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const pdfOnly = documentType === 'applicationDocument';
  const latest = documents.data?.documents.find((d) => d.documentType === documentType);

  function send(file: File) {
    setProblem(null);
    setPlanLimit(null);
    const local = clientFileProblem(file, pdfOnly);
    if (local) return setProblem(local);
    upload.mutate(
      { documentType, file },
      {
        onSuccess: () => toast.success(texts.uploaded),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return toast.error(texts.notLoggedIn);
          if (error instanceof ApiError && error.code === 'PLAN_LIMIT') return setPlanLimit(error.message);
          // The server's own words for what it refused (4xx); the seed's message for anything else (5xx, no connection).
          setProblem(error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : texts.failed);
        },
      },
    );
  }

  async function view(id: string) {
    setOpening(true);
    try {
      await openDocument(id);
    } catch {
      toast.error(documentTexts.errors.linkFailed);
    } finally {
      setOpening(false);
    }
  }

  return (
    <Card className="p-4 sm:p-6" role="group" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            {label}
          </CardTitle>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{required ? texts.required : texts.optional}</p>
          {description && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p>}
        </div>
        {latest && <DocumentStatusBadge status={latest.verificationStatus} />}
      </div>

      {documents.isPending && documents.fetchStatus !== 'idle' && <Spinner className="mt-3" label="Loading..." />}
      {documents.isError && (
        <Alert tone="error" className="mt-3">
          <p>{documentTexts.errors.loadFailed}</p>
          <Button size="sm" variant="outline" className="mt-2" disabled={documents.isFetching} onClick={() => void documents.refetch()}>
            {documentTexts.errors.retry}
          </Button>
        </Alert>
      )}
      {latest && (
        <div className="mt-3 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
            <span className="min-w-0 break-all">{latest.originalName ?? label}</span>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" disabled={opening} onClick={() => void view(latest.id)} aria-label={`${texts.view} ${label}`}>
                {texts.view}
              </Button>
              {actions?.({ id: latest.id, label })}
            </div>
          </div>
          <VerificationOutcome
            document={latest}
            automaticVerification={documents.data?.automaticVerification ?? false}
            onResubmit={() => input.current?.click()}
          />
          {latest.verification?.extractedFields.subjects && onUseMarks && (
            <ExtractedMarks subjects={latest.verification.extractedFields.subjects} onUseMarks={onUseMarks} />
          )}
        </div>
      )}

      <div className="mt-4">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
          {latest ? texts.replace : texts.choose}
          <span className="sr-only"> ({label})</span>
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={pdfOnly ? '.pdf' : '.pdf,.jpg,.jpeg,.png'}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) send(file);
          }}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-emerald-800 dark:text-slate-300 dark:file:bg-emerald-400 dark:file:text-slate-950"
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {pdfOnly ? texts.acceptedPdfOnly : texts.accepted}
          {documentType === 'proofOfResidence' && ` ${texts.residenceAge}`}
        </p>
        {upload.isPending && <Spinner className="mt-2" label={texts.uploading} />}
        {problem && (
          <Alert tone="error" className="mt-2">
            {problem}
          </Alert>
        )}
        {planLimit && (
          <Alert tone="info" className="mt-2">
            <p>{planLimit}</p>
            <Link to="/pricing" className={buttonVariants({ size: 'sm', variant: 'secondary', className: 'mt-2' })}>
              {texts.upgrade}
            </Link>
          </Alert>
        )}
      </div>
    </Card>
  );
}
