// Every text of the guardian's consent (issue 32): the learner's status card, the guardian's
// page, the link messages and the errors when sharing waits for the guardian.

export const guardianConsentTexts = {
  card: {
    title: 'Parent or guardian consent',
    pending: (name: string) =>
      `We sent ${name} a link by SMS and email to confirm your account. Until they confirm, you can build your profile and save drafts, but nothing is shared with institutions, sponsors, counselors or NSFAS, and no payment can be made.`,
    confirmed: (name: string, date: string) => `${name} confirmed their consent on ${date}. Your applications and requests can be shared.`,
    declined: (name: string) => `${name} declined their consent. Nothing about you is shared. Talk to them, or give the details of another parent or guardian.`,
    withdrawn: (name: string) =>
      `${name} withdrew their consent. Sharing stopped. Give the details of another parent or guardian, or ask them to confirm again.`,
    waiting: 'Waiting for your parent or guardian',
    resend: 'Send the link again',
    resent: 'We sent the link again.',
    change: 'Change parent or guardian',
    save: 'Save and send the link',
    saved: 'Saved. We sent a new link to your parent or guardian.',
  },
  fields: {
    name: "Parent or guardian's full name",
    relationship: 'Relationship to you',
    relationshipPlaceholder: 'Choose a relationship',
    phone: "Parent or guardian's phone number",
    email: "Parent or guardian's email",
  },
  registration: {
    linkNote:
      'We will send them a link by SMS and email to confirm. Until they confirm, you can build your profile and drafts, but nothing is shared and no payment is taken.',
  },
  page: {
    title: 'Confirm consent for a learner under 18',
    intro: (guardian: string, learner: string) =>
      `${guardian}, ${learner} registered on Kusasa to apply for study places and funding. Because they are under 18, the law (POPIA section 35) needs your consent before Kusasa shares their information.`,
    holdingsHeading: 'What Kusasa holds about them, and why',
    sharedHeading: 'Who receives it, only when the learner chooses',
    consentHeading: 'Your consent',
    version: (version: string) => `Consent wording version ${version}`,
    confirm: 'I confirm my consent',
    decline: 'I do not consent',
    withdraw: 'Withdraw my consent',
    confirmedNow: 'Thank you. You confirmed your consent. You can withdraw it at any time from this page.',
    declinedNow: 'You declined. Kusasa shares nothing about the learner. You can confirm later from this page.',
    withdrawnNow: 'You withdrew your consent. Sharing stopped at once.',
    statusConfirmed: (date: string) => `You confirmed your consent on ${date}.`,
    statusDeclined: (date: string) => `You declined on ${date}.`,
    statusWithdrawn: (date: string) => `You withdrew your consent on ${date}.`,
    invalid: 'This link is not valid any more. The learner may have sent a newer one, or they have turned 18.',
    loadFailed: 'We could not load this page. Please try again.',
  },
  message: {
    smsLink: (learner: string, url: string) =>
      `Kusasa: ${learner} (under 18) asks for your consent to apply for study and funding. Please confirm or decline: ${url}`,
    emailSubject: (learner: string) => `${learner} asks for your consent on Kusasa`,
    emailBody: (guardian: string, learner: string, url: string) =>
      `Dear ${guardian},\n\n${learner} registered on Kusasa to apply to universities, colleges and funding. Because they are under 18, the law (POPIA section 35) needs your consent before we share their information.\n\nSee what we hold and why, and confirm or decline here:\n${url}\n\nYou can withdraw your consent at any time from the same page.\n\nKusasa`,
    learnerTitle: 'Parent or guardian answered',
    learnerConfirmed: (name: string) => `${name} confirmed their consent. Your applications and requests can now be shared.`,
    learnerDeclined: (name: string) => `${name} declined their consent. Nothing about you is shared.`,
    learnerWithdrawn: (name: string) => `${name} withdrew their consent. Sharing stopped.`,
  },
  errors: {
    sharingHeld:
      'Your parent or guardian has not confirmed their consent yet. You can save drafts, but nothing can be shared or paid until they confirm. See My Profile.',
    notNeeded: 'You do not need a parent or guardian: you are 18 or older.',
    linkInvalid: 'This link is not valid any more. The learner may have sent a newer one, or they have turned 18.',
    alreadyAnswered: 'That answer is already recorded.',
    ownContact: "Give your parent or guardian's own email and phone number, not yours: the link must reach them.",
    resendTooSoon: 'We sent the link a moment ago. You can send it again in a minute.',
  },
} as const;
