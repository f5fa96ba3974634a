// Kusasa's own texts around the legal policies (the seed gives only the layout: contents list,
// last-updated date, Download PDF and back buttons).

export const legalTexts = {
  lastUpdated: 'Last updated',
  version: 'Version',
  contents: 'Contents',
  downloadPdf: 'Download PDF',
  back: 'Back',
  contactLoading: 'Loading contact details…',
  contactFailed: 'The contact details could not be loaded right now. They are also in the PDF.',
  retry: 'Try again',
  noScriptNote: 'You are reading the plain version of this page.',
  home: 'Kusasa home',
  updates: {
    region: 'Policy updates',
    heading: 'We have updated our policies',
    updated: '{title}, updated {date}:',
    read: 'Read the {title}',
    accept: 'I have read the changes',
    later: 'Remind me later',
    saving: 'Saving…',
    failed: 'We could not save that. Please try again.',
  },
  /** POST /api/legal/acceptances with a version that is no longer the current one. */
  staleVersion: 'This policy has changed again since you opened it. Please read the newest version.',
} as const;
