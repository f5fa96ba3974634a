// Every user-facing text about documents and their verification (seed 001 sections 4, 5, 6, 8, 9).
// Plain objects, no imports: shared by the API and the web app.

export const documentTexts = {
  labels: {
    idDocument: 'ID Document',
    proofOfResidence: 'Proof of Residence',
    grade11Results: 'Grade 11 Results',
    grade12Results: 'Grade 12 Results',
    applicationDocument: 'Application Document',
    fundingDocument: 'NSFAS Supporting Document',
  },
  statusLabels: {
    pending: 'Pending',
    approved: 'Verified',
    rejected: 'Rejected',
    request_resubmission: 'Resubmission required',
  },
  // Toast and notification titles (seed 4).
  toastTitles: {
    approved: 'Document Verified',
    rejected: 'Document Rejected',
    request_resubmission: 'Resubmission Required',
    pending: 'Document Under Review',
  },
  upload: {
    accepted: 'Accepted: PDF, JPG or PNG, up to 1MB.',
    acceptedPdfOnly: 'Accepted: PDF, up to 1MB.',
    tooLarge: 'File is too large. The maximum size is 1MB.',
    wrongType: 'Only PDF, JPG or PNG files are accepted.',
    pdfOnly: 'Only PDF files are accepted for the application document.',
    empty: 'The file is empty. Please choose another file.',
    missingFile: 'Choose a file to upload.',
    notLoggedIn: 'You must be logged in to upload documents',
    failed: 'Failed to upload document.',
    uploaded: 'Document uploaded',
    uploading: 'Uploading...',
    choose: 'Choose file',
    replace: 'Replace file',
    resubmit: 'Resubmit',
    view: 'View',
    required: 'Required',
    optional: 'Optional',
    useMarks: 'Use these marks',
    residenceAge: 'Proof of residence should be under 3 months old.',
    /** `You have reached the {cap} document limit of the {plan} plan. Upgrade to upload more.` */
    planLimit: (cap: number, plan: string) => `You have reached the ${cap} document limit of the ${plan} plan. Upgrade to upload more.`,
    upgrade: 'View plans',
  },
  errors: {
    notFound: 'Document not found',
    applicationNotFound: 'Application not found',
    linkInvalid: 'This link has expired or is not valid. Please open the document again.',
    linkFailed: 'Could not open the document. Please try again.',
    loadFailed: 'Failed to load your documents',
    retry: 'Try Again',
    deleteFailed: 'Failed to delete the document. Please try again.',
  },
  verification: {
    /** `Verified with {pct}% confidence.` */
    approved: (percent: number) => `Verified with ${percent}% confidence.`,
    pending: 'Your document was received and is waiting for verification. You will get a notification when it has been checked.',
    pendingReview: 'We could not check this document automatically. An administrator will review it.',
    starter: 'Automatic verification comes with the Essential and Pro + AI plans. Until then an administrator reviews your documents.',
    starterUpgrade: 'Upgrade for automatic verification',
    extractedSubjects: 'Marks read from your results',
  },
  // Failure reasons stored in the verification result (their keywords select the guidance below).
  reasons: {
    unreadable: 'The document could not be read. Please upload a clear, sharp scan or photo.',
    idMismatch: 'ID number does not match your profile',
    noProfileIdNumber: 'Your profile has no ID number to compare with. An administrator will review this document.',
    resultsIncomplete: (found: number) => `The results are incomplete: we found ${found} subjects with marks and at least 6 are needed.`,
    residenceNoDate: 'The document date is missing. Please upload a proof of residence dated within the last 3 months.',
    residenceOutdated: 'Document is outdated. Proof of residence must be dated within the last 3 months.',
    residenceName: 'Your name is missing from the document. The proof of residence must be in your name.',
    residenceNoAddress: 'The address is missing from the document. Please upload a proof of residence that shows your address.',
    processing: 'Error processing document',
    failed: 'Document verification failed',
  },
  // Resubmission guidance by failure-reason keyword (seed 8).
  guidance: {
    idNumber: 'Upload a clear copy of your own ID document or smart ID card. The ID number must match the one in your profile.',
    outdated: 'Upload a proof of residence (for example a utility bill or bank statement) dated within the last 3 months.',
    address: 'Make sure your full residential address is visible on the document.',
    quality: 'Scan or photograph the document in good light, flat and in focus, with all edges visible.',
    incomplete:
      'Upload the complete document with all pages, so that everything is visible: on results every subject and mark, on a proof of residence your name and the date.',
    format: 'Upload a PDF, JPG or PNG file of at most 1MB.',
    general: 'Check that the document is correct, complete and readable, then upload it again.',
  },
  notifications: {
    approved: (label: string, percent: number) => `Your ${label} was verified (${percent}% confidence).`,
    rejected: (label: string, reason: string) => `Your ${label} was rejected: ${reason}`,
    request_resubmission: (label: string, reason: string) => `Please resubmit your ${label}: ${reason}`,
    pending: (label: string) => `We could not check your ${label} automatically. An administrator will review it.`,
  },
  list: {
    empty: 'No documents uploaded yet.',
    heading: 'Your documents',
    uploadedOn: 'Uploaded',
  },
} as const;
