// Sponsors' funding criteria and matches (issue 28): what a sponsor reads when something is refused.

export const sponsorMatchTexts = {
  matchNotFound: 'This learner is no longer among your matches.',
  alreadyInvited: 'You have already invited this learner.',
  /** On an invitation when the sponsor's account has no name. */
  someSponsor: 'A sponsor',
  noCriteria: 'Say what you fund to see the learners who fit.',
} as const;
