// What the catalogue says of its own coverage (issue 26): its sources and intakes, where to apply
// when it has no programmes, and the admin's corrections. Import-free, as catalogue-texts.ts.

/** What the institution page says of the catalogue's coverage (issue 26): its source, its intakes, or where to apply. */
export const coverageTexts = {
  /** 'Programmes from the 2027 prospectus, checked on 29 November 2026.' */
  programmesFrom: (title: string, year: number | null, checkedOn: string | null): string => {
    const document = year !== null && /prospectus/i.test(title) ? `the ${year} prospectus` : `“${title}”`;
    return `Programmes from ${document}${checkedOn ? `, checked on ${checkedOn}` : ''}.`;
  },
  viewSource: 'View the source',
  notPublishedTitle: 'Programmes not published',
  notPublishedBody: (name: string): string =>
    `${name} has not published its programmes in a form we could check, so you cannot apply to it through Kusasa yet.`,
  applyDirectly: 'Apply directly on its website',
  applyDirectlyAt: (name: string): string => `Apply directly to ${name}`,
  noApplyUrl: 'Contact the institution to apply.',
  intakesTitle: 'Applications',
  noIntakes: 'Application dates not published.',
  opens: 'Opens',
  closes: 'Closes',
  lateCloses: 'Late applications until',
  lateRules: 'Late applications',
  fee: 'Application fee',
  noFee: 'No application fee',
  open: 'Open',
  closed: 'Closed',
  apsRule: 'How it scores applicants',
} as const;

/** /admin/catalogue (issue 26): admins correct what the seed files hold. */
export const catalogueCorrectionTexts = {
  title: 'Catalogue',
  intro: 'Every public institution with what the catalogue holds of it. Corrections are audited, and the seed files no longer overwrite them.',
  search: 'Search institutions',
  programmes: 'Programmes',
  checkedOn: 'Checked on',
  corrected: 'Corrected in the app',
  notPublished: 'Programmes not published',
  edit: 'Correct',
  editProgrammes: 'Programmes',
  dialogTitle: (name: string): string => `Correct ${name}`,
  applyUrl: 'Where to apply directly',
  applyUrlInvalid: 'Enter a web address starting with https:// or http://, or leave it empty.',
  reason: 'Why there are no programmes',
  reasonHint: 'Shown to learners when the institution has no programmes. Leave empty when it has them.',
  reasonTooLong: 'Keep it under 600 characters.',
  apsRuleNote: 'How it scores applicants',
  save: 'Save correction',
  saved: 'Correction saved.',
  loading: 'Loading the catalogue...',
  loadFailed: 'Failed to load the catalogue',
  empty: 'No institutions match.',
  backToCatalogue: 'Back to the catalogue',
  notFound: 'Institution not found',
} as const;
