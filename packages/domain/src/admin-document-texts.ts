// Texts of the admin Document Verification tab (seed 002 sections 2, 4, 8). Plain objects, no imports.

export const adminDocumentTexts = {
  filters: {
    all: 'All Documents',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    request_resubmission: 'Need Resubmission',
  },
  statusBadges: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    request_resubmission: 'Needs Resubmission',
  },
  columns: { documentType: 'Document Type', user: 'User', status: 'Status', date: 'Date', actions: 'Actions' },
  view: 'View',
  verify: 'Verify',
  empty: 'No documents found',
  loadFailed: 'Failed to load documents',
  updateFailed: 'Failed to update document status',
  linkFailed: 'Could not open the document. Please try again.',
  /** 'Document {status} successfully' (seed 8). */
  updated: (status: string) => `Document ${status} successfully`,
  notFound: 'Document not found',
  dialog: {
    title: 'Verify Document',
    reason: 'Reason (for rejection or resubmission request)',
    reject: 'Reject',
    requestResubmission: 'Request Resubmission',
    approve: 'Approve',
    automaticCheck: 'Automatic check',
    noAutomaticCheck: 'No automatic check result',
    uploaded: 'Uploaded',
    file: 'File',
  },
  notifications: {
    approved: (label: string) => `Your ${label} has been verified by our team.`,
    rejected: (label: string, reason: string | null) => `Your ${label} was rejected.${reason ? ` Reason: ${reason}` : ''}`,
    request_resubmission: (label: string, reason: string | null) => `Please upload your ${label} again.${reason ? ` Reason: ${reason}` : ''}`,
  },
} as const;
