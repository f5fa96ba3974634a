// The API's words for a counselor's caseload (issue 29): refusals, the learner's notice of a note,
// and the learner's timeline as the counselor reads it.

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
} as const;
