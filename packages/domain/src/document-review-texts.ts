// Document reviews (issue 31; decision 0419): the learner's /reviews page, the reviewers' queue
// (/counselors/reviews, /admin/reviews) and the API's messages. Import-free plain objects and
// functions: the API and the web both read them.

export const reviewKindLabels = {
  document: 'An uploaded document',
  personal_statement: 'Personal statement',
  motivation_letter: 'Motivation letter',
} as const;

export const reviewStatusLabels = { waiting: 'Waiting', in_review: 'In review', answered: 'Answered' } as const;

/** "2 working days": the promise in words. */
export const workingDaysText = (days: number) => `${days} working ${days === 1 ? 'day' : 'days'}`;

/** How long a request has waited, e.g. "3 days 4 h", "5 h 12 min", "8 min". */
export function waitedText(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

export const documentReviewTexts = {
  title: 'Document Reviews',
  intro:
    'Ask a reviewer (an approved school counselor or a member of the Kusasa team) to read one of your documents or your personal statement, and get written comments back.',
  loading: 'Loading...',
  tryAgain: 'Try Again',
  privacy: 'Only the reviewer who takes your request reads what you send, and opening your document is recorded.',
  /** {days}: "2 working days"; {max}: how many at once. */
  terms: {
    priority: (days: string, max: number) =>
      `Included in Pro + AI: your requests go to the front of the queue and are answered within ${days} (Monday to Friday, not public holidays, by 17:00). Up to ${max} open at a time.`,
    standard: (days: string, max: number) =>
      `Your plan includes ${max === 1 ? 'one review' : `${max} reviews`} at a time, answered within ${days} (Monday to Friday, not public holidays, by 17:00). Pro + AI learners are answered first, within 2 working days.`,
    unavailable: 'Document reviews are part of the Essential and Pro + AI plans. Pro + AI learners are answered first, within 2 working days.',
    upgrade: 'See the plans',
    limitReached: (max: number) =>
      `You have ${max} open ${max === 1 ? 'request' : 'requests'}, the most your plan allows. You can ask again once one is answered.`,
  },
  ask: {
    title: 'Ask for a review',
    kind: 'What should we review?',
    document: 'Document',
    chooseDocument: 'Choose a document',
    chooseKind: 'Choose one',
    kindRequired: 'Please choose what to review.',
    documentRequired: 'Please choose a document.',
    characters: (count: number, max: number) => `${count} of ${max} characters`,
    noDocuments: 'You have not uploaded any documents yet. Upload them in your profile first, or paste a statement instead.',
    uploadLink: 'Upload documents',
    text: 'Paste your text',
    textHint: (min: number, max: number) => `Between ${min} and ${max} characters. Do not include your ID number or passwords.`,
    question: 'Your question (optional)',
    questionHint: 'For example: "Does my letter explain why I chose engineering?"',
    promise: (due: string) => `If you ask now, we promise an answer by ${due}.`,
    submit: 'Ask for a review',
    submitting: 'Sending...',
    sent: 'Your request is in the queue. We will notify you when a reviewer answers.',
    failed: 'Failed to send your request. Please try again.',
  },
  mine: {
    title: 'Your requests',
    empty: 'You have not asked for a review yet.',
    asked: (when: string) => `Asked ${when}`,
    due: (when: string) => `Answer promised by ${when}`,
    overdue: 'Later than promised: sorry, a reviewer will answer as soon as possible.',
    answeredBy: (name: string, when: string) => `Answered by ${name} on ${when}`,
    comments: 'Comments',
    yourQuestion: 'Your question',
    yourText: 'Your text',
    documentRemoved: 'You deleted this document after asking.',
  },
  queue: {
    title: 'Review Queue',
    intro: 'Pro + AI requests come first, then whoever has waited longest. Take a request to read it and answer with comments.',
    promise: (priority: string, standard: string) => `Promised: Pro + AI within ${priority}, Essential within ${standard} (by 17:00 on the last day).`,
    empty: 'Nothing is waiting for a review.',
    columns: { request: 'Request', plan: 'Plan', waited: 'Waiting', due: 'Promised by', status: 'Status', action: 'Action' },
    priority: 'Pro + AI',
    standard: 'Essential',
    overdue: 'Past the promised time',
    onTime: 'On time',
    claim: 'Take',
    claimFor: (what: string) => `Take ${what}`,
    claimedByYou: 'Taken by you',
    claimedBy: (name: string) => `Taken by ${name}`,
    claimed: 'You took the request. Read it and answer below.',
    alreadyClaimed: 'Another reviewer took this request first.',
    release: 'Give back',
    releaseFor: (what: string) => `Give back ${what}`,
    released: 'The request is back in the queue.',
    learner: 'Learner',
    question: 'Their question',
    openDocument: 'Open document',
    openFailed: 'Could not open the document. Please try again.',
    comments: 'Your comments',
    commentsHint: 'Be specific and kind: what works, what to change, and how.',
    answer: 'Send answer',
    answering: 'Sending...',
    answered: 'Your answer was sent to the learner.',
    failed: 'That did not work. Please try again.',
    loadFailed: 'Failed to load the review queue',
  },
  errors: {
    notFound: 'Review request not found',
    documentNotFound: 'Document not found',
    notAvailable: 'Document reviews are part of the Essential and Pro + AI plans.',
    limitReached: (max: number) => `You already have ${max} open review ${max === 1 ? 'request' : 'requests'}. Ask again once one is answered.`,
    textTooShort: (min: number) => `Please paste at least ${min} characters.`,
    textTooLong: (max: number) => `Please keep your text under ${max} characters.`,
    questionTooLong: (max: number) => `Please keep your question under ${max} characters.`,
    commentsRequired: 'Please write your comments.',
    commentsTooLong: (max: number) => `Please keep your comments under ${max} characters.`,
    alreadyClaimed: 'Another reviewer has already taken this request.',
    notYours: 'Only the reviewer who took this request can do that.',
    notClaimed: 'Take the request before you answer it.',
    alreadyAnswered: 'This request has already been answered.',
    noDocument: 'This request has no document to open.',
    loadFailed: 'Failed to load your review requests',
  },
  notification: {
    title: 'Your review is ready',
    message: (what: string) => `A reviewer answered your request about your ${what}. Open Document Reviews to read the comments.`,
  },
} as const;
