// The API's words for a counselor's caseload (issue 29): refusals, the learner's notice of a note or
// a reminder, the learner's timeline as the counselor reads it, the CSV export and the PDF summary.

export const caseloadTexts = {
  learnerNotLinked: 'This learner does not share their progress with you: the link ended, was stopped, or was never made.',
  noteNoticeTitle: 'A note from your counselor',
  noteNoticeMessage: (counselor: string | null) => `${counselor ?? 'Your counselor'} wrote you a note. Read it on your Counselor page.`,
  someInstitution: 'Institution not chosen',
  someProgramme: 'programme not chosen',
  /** "Institution — Programme", the next deadline's `what` and an application's name on the timeline. */
  application: (institution: string | null, programme: string | null) =>
    `${institution ?? caseloadTexts.someInstitution} — ${programme ?? caseloadTexts.someProgramme}`,
  statusChange: (from: string | null, to: string) => (from ? `From ${from} to ${to}` : `Now ${to}`),
  condition: (condition: string) => `Condition: ${condition}`,
  /** A reminder (nudge) the counselor sent to several learners at once; also kept as a note to each. */
  nudgeTitle: 'A reminder from your counselor',
  nudgeMessage: (counselor: string | null, message: string) => `${counselor ?? 'Your counselor'}: ${message}`,
  tooManyNudges: 'You have sent 5 reminders in the last hour. Try again later.',
  /** The caseload as a spreadsheet: every linked learner, the parts not shared say so. */
  csv: {
    filename: (day: string) => `kusasa-caseload-${day}.csv`,
    headers: ['Name', 'School', 'Grade', 'Next deadline', 'What', 'Journey step', 'Missing documents', 'Applications', 'Funding outcome', 'Link ends on'],
    noMissing: 'None',
    noApplications: 'None yet',
    counts: { drafts: 'draft', submitted: 'submitted', inProgress: 'in progress', approved: 'approved', rejected: 'rejected', other: 'other' },
  },
  /** The one-page summary for a parent meeting. */
  summary: {
    filename: (day: string) => `kusasa-learner-summary-${day}.pdf`,
    title: 'Learner summary',
    unnamed: 'Learner without a name',
    schoolGrade: (school: string | null, grade: string | null) =>
      [school ?? 'School not given', grade === null ? 'grade not known' : grade === 'other' ? 'not in Grade 11 or 12' : `Grade ${grade}`].join(', '),
    preparedBy: (counselor: string | null, school: string | null) => `Prepared by ${counselor ?? 'the counselor'}${school ? `, ${school}` : ''}`,
    date: (day: string) => `Date: ${day}`,
    nextDeadline: 'Next deadline',
    noDeadline: 'No open application closes soon.',
    journey: 'Journey step',
    documents: 'Missing documents',
    noMissing: 'None: every required document is uploaded.',
    applications: 'Applications',
    noApplications: 'No applications yet.',
    application: (name: string, status: string, closesOn: string | null) => `${name}: ${status}${closesOn ? ` (closes ${closesOn})` : ''}`,
    more: (count: number) => `and ${count} more in Kusasa`,
    marks: 'Marks and APS',
    aps: (aps: number | null) => (aps === null ? 'APS: not worked out yet' : `APS: ${aps}`),
    noMarks: 'No marks saved yet.',
    funding: 'Funding outcome (NSFAS guide)',
    noFunding: 'The funding check is not done yet.',
    footer: 'Made with Kusasa. The learner chooses what their counselor may see, and until when.',
  },
} as const;
