// The sponsor screens' own wording beside sponsor-texts.ts (the seed's texts and the API's rules):
// headings, hints, labels and load errors the pages show. Import-free: only sponsor pages need them.

export const sponsorPageTexts = {
  // /sponsorships, the ecosystem page
  ecosystem: {
    intro:
      'Sponsors pay application fees and plans for learners who need a hand. Learners ask for what they need; sponsors choose whom to fund and pay securely through PayFast.',
    sponsorSignIn: 'Sponsor sign in',
    forLearners: 'For learners',
    forLearnersBody:
      'Ask a sponsor to pay the application fee of one of your applications, or the fee of a plan. You choose what sponsors see about you: your first name, province, the programme and institution you applied to, your APS band and the amount. Never your ID number, email, phone or documents.',
    forSponsors: 'For sponsors',
    forSponsorsBody:
      'Companies, foundations, government and individuals fund learners one at a time or several at once. Every payment goes through PayFast, and your dashboard keeps a CSV of your sponsorships for your records.',
    howItWorks: 'How it works',
    steps: [
      'A learner asks for an application fee or a plan fee.',
      'A sponsor chooses requests to fund and pays through PayFast.',
      'The learner is told at once, and the fee is covered.',
    ],
  },

  // /sponsorships/apply
  apply: {
    chooseApplication: 'Choose one of your applications',
    choosePlan: 'Choose the plan',
    planLabel: 'Plan',
    noApplications: 'You have no applications yet. Start one first, then ask for its fee.',
    startApplication: 'Start an application',
    amountHint: 'Between {min} and {max}.',
    planAmountHint: 'The plan’s once-off fee.',
    preview: 'Sponsors will see',
    viewMyApplications: 'View my sponsorship applications',
    loadFailed: 'Failed to load your applications',
    loading: 'Loading your applications...',
    signIn: 'Sign in',
  },

  // /sponsorships/status
  status: {
    loading: 'Loading your sponsorship applications...',
    loadFailed: 'Failed to load your sponsorship applications',
    withdrawConfirm: 'Withdraw this sponsorship request? Sponsors will no longer see it.',
    newRequest: 'New request',
    caption: 'Your sponsorship requests, newest first',
  },

  // /sponsors/dashboard
  dashboard: {
    intro: 'Your sponsorships, and learners who are asking for help.',
    unauthenticatedBody: 'This dashboard is for sponsor accounts. Sign in with your sponsor account to see it.',
    loading: 'Loading your sponsorships...',
    loadFailed: 'Failed to load your sponsorships',
    mySponsorships: 'My Sponsorships',
    caption: 'Your sponsorships, newest first',
    csvFailed: 'Failed to download your sponsorships',
    csvDownloaded: 'Sponsorships exported!',
    openRequestsHint: 'Tick one or more requests and pay for them together through PayFast. Learners choose what you see about them.',
    openLoading: 'Loading open requests...',
    openLoadFailed: 'Failed to load open requests',
    allProvinces: 'All provinces',
    allPurposes: 'All purposes',
    institutionPlaceholder: 'Part of the name',
    selectRequest: 'Select request of {amount} for {who}',
    aLearner: 'a learner',
    selected: '{count} selected: {amount}',
    funding: 'Opening PayFast...',
    fundFailed: 'Failed to initiate payment',
    checking: 'Checking your payment...',
    clearFilters: 'Clear filters',
    filtersLegend: 'Filter requests',
  },

  // /admin/sponsors and /admin/sponsors/{id}
  admin: {
    intro: 'Sponsors, and the learners whose plans they pay for.',
    searchLabel: 'Search',
    typeLabel: 'Sponsor type',
    statusFilterLabel: 'Allocation status',
    allStatuses: 'All statuses',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    save: 'Save',
    create: 'Create',
    view: 'View',
    loading: 'Loading...',
    loadSponsorsFailed: 'Failed to load sponsors',
    retry: 'Try again',
    planDefault: 'Pro + AI (default)',
    noMatches: 'No matches',
    typeMore: 'Type at least 2 characters',
    change: 'Change',
    backToSponsors: 'Back to Sponsor Management',
    email: 'Email',
    phone: 'Phone',
    contactPerson: 'Contact Person',
    organizationType: 'Organisation type',
    status: 'Status',
    tier: 'Tier',
    website: 'Website',
    joined: 'Joined',
    noteLabel: 'New note',
    sponsorshipsTitle: 'Sponsorships',
    noSponsorships: 'No sponsorships yet.',
    notGiven: 'Not given',
    name: 'Name',
    student: 'Student',
    sponsor: 'Sponsor',
  },
} as const;
