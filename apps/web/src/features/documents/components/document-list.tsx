import { documentTexts } from '@kusasa/domain/document-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDocuments } from '../api/get-documents';
import { useLiveDocuments } from '../api/use-live-documents';
import { DocumentStatusBadge } from './document-status-badge';

/** The learner's documents with their status badges, newest first (the dashboard's checklist). */
export function DocumentList({ className }: { className?: string }) {
  const documents = useDocuments();
  useLiveDocuments();
  if (documents.isPending) return <Spinner label="Loading documents..." className={className} />;
  if (documents.isError) {
    return (
      <Alert tone="error" className={className}>
        <p>{documentTexts.errors.loadFailed}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void documents.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  const list = documents.data.documents;
  if (list.length === 0) return <p className={className ?? 'text-slate-600 dark:text-slate-400'}>{documentTexts.list.empty}</p>;
  return (
    <ul className={className ?? 'divide-y divide-slate-200 dark:divide-slate-800'} aria-label={documentTexts.list.heading}>
      {list.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-slate-100">{documentTexts.labels[d.documentType]}</p>
            <p className="text-sm break-all text-slate-600 dark:text-slate-400">
              {d.originalName ?? ''} · {documentTexts.list.uploadedOn} {formatListDate(d.createdAt)}
            </p>
          </div>
          <DocumentStatusBadge status={d.verificationStatus} />
        </li>
      ))}
    </ul>
  );
}
