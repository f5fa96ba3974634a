import { useEffect, useRef, useState } from 'react';
import { adminDocumentTexts } from '@kusasa/domain/admin-document-texts';
import { ADMIN_DOCUMENTS_PAGE_LINKS, type AdminDocument } from '@kusasa/domain/schemas/admin-documents';
import { Spinner } from '../../components/ui/spinner';
import { logFailure } from '../../lib/log';
import { toast } from '../../lib/toast';
import { Pagination } from '../../components/ui/pagination';
import { type DocumentFilter, useAdminDocuments } from './api/get-admin-documents';
import { openAdminDocument } from './api/open-admin-document';
import { DocumentsTable } from './documents-table';
import { VerifyDocumentDialog } from './verify-document-dialog';
import { VerifyIdentityDialog } from './verify-identity-dialog';
import { RetryAlert } from '../../components/ui/load-failed';

const texts = adminDocumentTexts;
const FILTERS: { key: DocumentFilter; label: string }[] = [
  { key: 'all', label: texts.filters.all },
  { key: 'pending', label: texts.filters.pending },
  { key: 'approved', label: texts.filters.approved },
  { key: 'rejected', label: texts.filters.rejected },
  { key: 'request_resubmission', label: texts.filters.request_resubmission },
];
const NOUN = { one: 'document', many: 'documents' };

/** The 'Document Verification' tab (seed 002): filter, view, and approve, reject or send back documents. */
export function DocumentVerificationTab() {
  const [status, setStatus] = useState<DocumentFilter>('all');
  const [page, setPage] = useState(1);
  const [verifying, setVerifying] = useState<AdminDocument | null>(null);
  const [verifyingIdentity, setVerifyingIdentity] = useState<AdminDocument | null>(null);
  const verifyButton = useRef<HTMLButtonElement | null>(null);
  const query = useAdminDocuments({ status, page });

  const { error } = query;
  useEffect(() => {
    if (error) toast.error(texts.loadFailed);
  }, [error]);

  const view = (document: AdminDocument) => {
    openAdminDocument(document.id).catch((failure: unknown) => {
      logFailure('could not open a document', failure);
      toast.error(texts.linkFailed);
    });
  };

  const documents = query.data?.documents ?? [];
  return (
    <div>
      <div role="group" aria-label="Document filters" className="flex flex-wrap gap-2">
        {FILTERS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            aria-pressed={status === key}
            onClick={() => {
              setStatus(key);
              setPage(1);
            }}
            className={
              status === key
                ? 'min-h-9 rounded-full border border-emerald-700 bg-emerald-700 px-3 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-emerald-500 dark:bg-emerald-600'
                : 'min-h-9 rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800'
            }
          >
            {label}
          </button>
        ))}
      </div>

      <div className="mt-4">
        {query.isPending ? (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner label="Loading documents..." />
          </div>
        ) : query.isError && !query.data ? (
          <RetryAlert message={texts.loadFailed} retry="Try again" query={query} />
        ) : documents.length === 0 ? (
          <p
            role="status"
            className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
          >
            {texts.empty}
          </p>
        ) : (
          <>
            <DocumentsTable
              documents={documents}
              onView={view}
              onVerify={(document, button) => {
                verifyButton.current = button;
                setVerifying(document);
              }}
              onVerifyIdentity={setVerifyingIdentity}
            />
            {query.data && (
              <Pagination
                page={query.data.page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                shown={documents.length}
                onPage={setPage}
                noun={NOUN}
                pageLinks={ADMIN_DOCUMENTS_PAGE_LINKS}
              />
            )}
          </>
        )}
      </div>
      <VerifyDocumentDialog document={verifying} onClose={() => setVerifying(null)} returnFocusTo={verifyButton} />
      <VerifyIdentityDialog document={verifyingIdentity} onClose={() => setVerifyingIdentity(null)} />
    </div>
  );
}
