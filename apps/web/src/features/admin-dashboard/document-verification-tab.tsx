import { Alert } from '../../components/ui/alert';

// Seed 002's filter tabs, shown (disabled) so the admin sees what is coming.
const DOCUMENT_FILTERS = ['All Documents', 'Pending', 'Approved', 'Rejected', 'Need Resubmission'] as const;

/** The 'Document Verification' tab: the review tools arrive with the documents feature. */
export function DocumentVerificationTab() {
  return (
    <div>
      <Alert tone="info">
        <p className="font-semibold">Document verification arrives with the documents feature</p>
        <p className="mt-1">
          When learners can upload documents, they will be listed here to view, approve, reject or send back for resubmission. Each decision will be
          recorded in the Admin Activity Log.
        </p>
      </Alert>
      <div role="group" aria-label="Document filters (not yet available)" className="mt-4 flex flex-wrap gap-2">
        {DOCUMENT_FILTERS.map((label) => (
          <button
            key={label}
            type="button"
            disabled
            className="min-h-9 rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 opacity-60 dark:border-slate-600 dark:text-slate-300"
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
