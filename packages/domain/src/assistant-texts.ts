// Thandi, the assistant (seed 001 sections 2, 4, 5, 8 and 9), /meet-thandi, /faqs and the admin's
// AI Training. Verbatim where the seed gives the words (marked "seed"); the rest is ours, because
// the seed does not show it (the welcome message, the capability items, the "not sure" reply).
// Import-free plain objects: the API and the web both read them.

export const assistantTexts = {
  // seed 001 section 8
  loginRequired: 'Please log in to use Thandi AI',
  failed: 'Failed to get response from AI',
  fallbackUnavailable: 'Fallback AI also unavailable',
  rateLimitTitle: 'Rate Limit Reached',
  /** seed: 'Only {n} queries remaining today.' when 1 or fewer remain. */
  queriesRemaining: 'Only {n} queries remaining today.',
  /** seed: the chat's reply when no answer came, followed by the reason. */
  trouble: "Sorry, I'm having trouble responding right now.",

  // Ours (the seed says "a preset welcome message" without its words).
  welcome:
    'Hi, I\'m Thandi, Kusasa\'s assistant. Ask me about applying, your documents, APS scores, NSFAS funding or your plan. I can also look at your own profile: try "What is my APS?" or "What do I still need to upload?"',
  /** The body of the 429 (DAILY_LIMIT): the toast's description under 'Rate Limit Reached'. */
  dailyLimit: "You have used all {limit} of today's questions on the {plan} plan. Ask again after midnight, or read the answers at /faqs.",
  emptyMessage: 'Please type a question.',
  tooLong: 'Please keep your question under {max} characters.',
  /** The honest fallback (kind 'not-sure'): {closest} is notSureClosest filled, or empty. */
  notSure:
    "I'm not sure about that, and I won't guess.{closest} Browse all the answers at /faqs, or ask our support team at /support: they reply within 24 hours.",
  notSureClosest: ' The closest questions I know: {titles}.',
  sourceLine: 'Source: {title} ({url})',
  relatedLine: 'See also: {titles}',
  stopped: 'Stopped.',
  historyEmpty: 'No questions yet. Ask Thandi anything about applying.',
  historyCleared: 'Your chat history was deleted.',
  feedbackThanks: 'Thanks for your feedback.',
  notFound: 'Message not found',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  stop: 'Stop',
  send: 'Send',
  placeholder: 'Ask Thandi a question...',
} as const;

/** What each own-data answer says; {placeholders} are filled by the server. */
export const assistantOwnDataTexts = {
  sourceTitles: {
    aps: 'Your marks in your profile',
    eligibility: 'Your marks and the programme catalogue',
    documents: 'Your uploaded documents',
    applications: 'Your applications',
    deadlines: 'Your applications and the catalogue',
  },
  noMarks:
    'You have not saved any marks yet, so I cannot work out your APS. Add your Grade 11 or Grade 12 marks in the Education step of your profile at /profile-completion, or try the APS calculator at /aps-calculator.',
  aps: 'Your APS is {score} out of 42, from your {sitting} marks: the NSC levels of your best six subjects, Life Orientation not counted ({subjects}).',
  apsPass: 'By these marks you reach a {passType}.',
  apsOtherPacks: 'Some institutions count differently: {packs}.',
  apsAt: 'At {institution} your score is {score} of {max} ({pack}).',
  apsUsual:
    'By the usual count that most other institutions use, your {sitting} marks give {score} out of 42 (best six subjects, Life Orientation not counted: {subjects}).',
  rejectedIntro: 'I am sorry about that. A "not successful" outcome is for that application only, and it is not the end of the road.',
  rejectedOpen: 'Your other applications are still in progress: {list}.',
  rejectedNoneOpen: 'You have no other applications in progress right now.',
  rejectedNext:
    'What you can do now: ask the institution why and whether you can appeal or be waitlisted; look at /programs for programmes your marks meet (other universities, extended programmes, TVET colleges) whose applications are still open (/deadlines); and if your marks held you back, you can improve them by rewriting subjects.',
  eligibilityNone: 'By your saved marks you do not yet meet the requirements of any programme in our catalogue.',
  eligibilityNoneNamed: 'By your saved marks you do not yet meet the requirements of {names}.',
  eligibilityMeets: 'By your saved marks you meet the requirements of {count} programmes, for example: {names}.',
  eligibilityNearly: 'You nearly meet {count} more: {names}.',
  eligibilityConfirm: 'Requirements change every year: confirm with the institution before you apply.',
  eligibilityMeetsAt: 'By your saved marks you meet the requirements of {count} {institution} programmes, for example: {names}.',
  eligibilityNoneAt: 'By your saved marks you do not yet meet the requirements of any {institution} programme in our catalogue.',
  deadlinesNone:
    "You have no applications or drafts yet, so there are no closing dates of your own. Each institution's dates are on its page in /programs, and your dates show at /deadlines once you start an application.",
  deadlinesList: 'The closing dates of your applications: {list}. All your dates and reminders are at /deadlines.',
  deadlineLine: '{institution} closes on {date}',
  deadlineUnknown: '{institution}: closing date not published in our catalogue yet',
  deadlinePassed: '{institution}: the newest closing date in our catalogue, {date}, has passed (check the institution for the next one)',
  documentsAllThere: 'You have uploaded both required documents (ID document and Grade 12 results).',
  documentsMissing: 'You still need to upload: {documents}.',
  documentsAction: 'These need to be resubmitted (a new upload): {documents}.',
  documentsPending: 'Waiting for verification: {documents}.',
  documentsOptional: 'Optional, if you have them: {documents}.',
  applicationsNone: 'You have no applications yet. Start one at /apply.',
  applicationsList: 'You have {count} application(s): {list}.',
  applicationLine: '{programme} at {institution}: {status}',
  unnamedProgramme: 'a programme not chosen yet',
  unnamedInstitution: 'an institution not chosen yet',
  sittings: {
    'grade11-final': 'Grade 11 final',
    'grade12-june': 'Grade 12 June',
    'grade12-trial': 'Grade 12 trial',
    'grade12-final': 'Grade 12 final',
  },
  applicationStatuses: {
    draft: 'draft (not submitted yet)',
    submitted: 'submitted',
    'under-review': 'under review',
    approved: 'approved',
    rejected: 'not successful',
    'resubmission-required': 'resubmission required',
    withdrawn: 'withdrawn',
  },
} as const;

/**
 * /meet-thandi: the capability items per Thandi tier (seed 001 section 9: basic 3, guidance 4,
 * advanced 4), worded from each plan's features in rules/plans.ts.
 */
export const thandiCapabilities = {
  basic: [
    'Answers about applying, documents, APS scores and NSFAS, with the page each answer comes from',
    'Works out your APS from the marks in your profile',
    'Tells you which documents you still need to upload',
  ],
  guidance: [
    'Everything in Starter, with more questions a day',
    'Which programmes in our catalogue your marks meet',
    'Where each of your applications stands',
    'NSFAS guidance: who qualifies, which documents, when to apply',
  ],
  advanced: [
    'Everything in Essential, with the most questions a day',
    'Career and study-choice questions answered from our guides and programme catalogue',
    'Your APS, documents and applications followed in one conversation',
    'Priority support when Thandi cannot answer',
  ],
} as const;

export const meetThandiTexts = {
  title: 'Meet Thandi',
  intro:
    "Thandi is Kusasa's assistant. She answers from Kusasa's own help pages and your own profile, names the page every answer comes from, and says so when she does not know.",
  tiersTitle: 'What Thandi does on each plan',
  /** {n}: the tier's daily question quota. */
  perDay: '{n} questions a day',
  start: 'Chat with Thandi',
  signInToStart: 'Sign in to chat with Thandi',
} as const;

export const faqTexts = {
  title: 'Frequently Asked Questions',
  all: 'All',
  searchLabel: 'Search the questions',
  searchPlaceholder: 'Search, e.g. NSFAS documents',
  searchButton: 'Search',
  empty: 'No questions match your search.',
  loadFailed: 'Failed to load the questions',
  stillNeedHelp: 'Still need help?',
  stillNeedHelpBody: 'Our support team replies within 24 hours.',
  emailSupport: 'Email Support',
  contactUs: 'Contact Us',
  source: 'From',
} as const;

export const aiTrainingTexts = {
  title: 'AI Training',
  questions: 'What learners ask',
  lowConfidence: 'Answered with low confidence',
  unhelpful: 'Marked not helpful',
  notSure: 'Answered "not sure"',
  kindLabels: {
    knowledge: 'Answered from the knowledge base',
    'own-data': 'Answered from the learner’s own data',
    calculation: 'Worked out by the APS rules',
    facts: 'Answered from the live catalogue or NSFAS rules',
    'not-sure': 'Answered "not sure"',
  },
  needsReview: 'To review',
  needsReviewHint: 'Questions Thandi was not sure about or a learner marked unhelpful, newest first: add the knowledge that was missing.',
  tryHeldOut: 'Try against the held-out set',
  tryHeldOutHint: 'Scores this change on the held-out questions without saving it.',
  heldOutBefore: 'Now',
  heldOutAfter: 'With this change',
  heldOutUnavailable: 'No held-out question set is installed on this server.',
  heldOutScore: '{correct} of {total} correct ({percent}%), {wrong} wrong, {notSure} not sure',
  knowledge: 'Knowledge entries',
  addEntry: 'Add entry',
  editEntry: 'Edit entry',
  retire: 'Retire',
  restore: 'Restore',
  versions: 'Versions',
  preview: 'Try a question',
  saved: 'Entry saved. Thandi uses it from now on.',
  retired: 'Entry retired. Thandi no longer uses it.',
  restored: 'Entry restored.',
  notFound: 'Knowledge entry not found',
  idTaken: 'An entry with this id already exists',
  stale: 'Someone else changed this entry. Reload it and apply your change again.',
  titleRequired: 'Title is required',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  categoryRequired: 'Please choose a category',
  sourceUrlInvalid: 'The source must be a Kusasa page (starting with /) or an https:// address',
  idInvalid: 'Use lower-case letters, digits and hyphens',
} as const;

/** Answers worked out by the domain's rules or read from the catalogue at the moment of asking. */

// The answers Thandi writes from live facts are in assistant-fact-texts.ts.
export { assistantFactTexts } from './assistant-fact-texts.ts';
