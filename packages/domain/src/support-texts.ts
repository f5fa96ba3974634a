// Contact Us (/support) and its admin list. The seed names the page (Contact Us, 'Contact
// Support' on the payment pages) and the promise ('Support replies within 24 hours'); the form's
// words are ours. Import-free plain objects: the API and the web both read them.

export const supportTexts = {
  title: 'Contact Us',
  intro: 'Ask our support team anything about Kusasa. We reply by email within 24 hours.',
  hours: 'Support hours: Monday to Friday 08:00-17:00 SAST.',
  name: 'Your name',
  email: 'Email address',
  category: 'What is it about?',
  categoryPlaceholder: 'Choose a topic',
  subject: 'Subject',
  message: 'Your message',
  messageHint: 'Please do not include passwords. If it is about an application, say which one.',
  submit: 'Send message',
  submitting: 'Sending...',
  /** {reference}: the request's reference. */
  sent: 'Thanks, we received your message. Your reference is {reference}. We reply within 24 hours.',
  sendAnother: 'Send another message',
  failed: 'Failed to send your message. Please try again.',
  tryFaqs: 'Many questions are answered in our FAQs, or ask Thandi.',

  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  categoryRequired: 'Please choose a topic',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  messageTooLong: 'Please keep your message under {max} characters.',

  /**
   * The acknowledgement mail: a fixed text and the reference only. It never repeats what the sender
   * wrote, so nobody can use the form to send words of their choosing to an address (issue 34).
   */
  ackSubject: 'We received your message ({reference})',
  ackBody:
    'Hello,\n\nThanks for contacting Kusasa support. We received a message sent with this email address and reply within 24 hours (Monday to Friday 08:00-17:00 SAST).\n\nReference: {reference}\n\nIf you did not write to us, you can ignore this email.\n\nKusasa Support',
  /** A signed-out sender who wrote too often from one address or for one email address. */
  tooMany: 'You have sent us several messages in a short time. Please wait an hour and try again, or sign in to write to us.',
  /** An admin's answer. {reference}, {subject}, {reply}. */
  replySubject: 'Re: {subject} ({reference})',

  notFound: 'Support request not found',
  adminTitle: 'Support Requests',
  adminIntro:
    'Messages sent through Contact Us: open requests from Pro + AI learners (priority support) first, then newest first. Answer by email; the request is then marked answered.',
  priority: 'Priority support',
  statusLabels: { open: 'Open', answered: 'Answered' },
  markAnswered: 'Mark answered',
  reopen: 'Reopen',
  reply: 'Reply by email',
  replyRequired: 'Please write a reply',
  statusChanged: 'Request updated',
  empty: 'No support requests.',
  loadFailed: 'Failed to load support requests',
} as const;
