// Texts of reminders and messages (issue 30): what SMS, WhatsApp and email say, and the /profile
// and admin screens around them. SMS texts use only straight quotes and apostrophes (GSM-7): a
// curly one would halve what fits in two parts (rules/sms-parts.ts).

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** "today", "tomorrow", "in 7 days". */
export const whenText = (daysLeft: number): string => (daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${plural(daysLeft, 'day', 'days')}`);

export const messageTexts = {
  sms: {
    reminder: (title: string, daysLeft: number, day: string, toDo: string, link: string): string =>
      `Kusasa: ${title}, ${whenText(daysLeft)} (${day}). To do: ${toDo}. ${link} Reply STOP to opt out.`,
    statusUpdate: (title: string, message: string, link: string): string => `Kusasa: ${title}. ${message} ${link} Reply STOP to opt out.`,
    stopped: 'Kusasa: you will get no more SMS from us. To turn them on again, go to your profile in Kusasa.',
  },
  whatsapp: {
    /** Template names as approved in the WhatsApp Manager; their bodies are below for the record. */
    reminder: { name: 'kusasa_deadline_reminder', language: 'en', body: 'Kusasa: {{1}}, {{2}} ({{3}}). To do: {{4}}. {{5}}' },
    statusUpdate: { name: 'kusasa_status_update', language: 'en', body: 'Kusasa: {{1}}. See what it means and what to do next: {{2}}' },
    stopped: {
      name: 'kusasa_opted_out',
      language: 'en',
      body: 'You will get no more WhatsApp messages from Kusasa. To turn them on again, go to your profile.',
    },
  },
  email: {
    reminderSubject: (title: string, daysLeft: number): string => `Reminder: ${title}, ${whenText(daysLeft)}`,
    reminderBody: (title: string, daysLeft: number, day: string, toDo: string, link: string): string =>
      `${title}, ${whenText(daysLeft)} (${day}).\n\nLeft to do: ${toDo}\n\n${link}\n\nYou get these reminders because you chose email on your Kusasa profile; turn them off there at any time.`,
    statusSubject: (title: string): string => `Kusasa: ${title}`,
    statusBody: (title: string, message: string, link: string): string => `${title}\n\n${message}\n\n${link}`,
  },
  inApp: {
    reminderTitle: (daysLeft: number): string => (daysLeft === 0 ? 'Last day today' : `Closes ${whenText(daysLeft)}`),
    reminderMessage: (title: string, day: string, toDo: string): string => `${title} (${day}). Left to do: ${toDo}.`,
  },
};

export const channelSettingsTexts = {
  title: 'Reminders and messages',
  intro:
    'Choose where we remind you of closing dates and tell you about decisions and NSFAS statuses. We never send between 21:00 and 07:00, and never for marketing.',
  loading: 'Loading your message settings...',
  failed: 'We could not load your message settings.',
  retry: 'Try Again',
  channel: {
    'in-app': { name: 'In Kusasa', hint: 'In your notifications, the bell at the top.' },
    email: { name: 'Email', hint: 'To the email address of your account.' },
    sms: { name: 'SMS', hint: 'Text messages to your phone. Reply STOP at any time to stop them.' },
    whatsapp: { name: 'WhatsApp', hint: 'Messages on WhatsApp. Reply STOP at any time to stop them.' },
  },
  consent: {
    'in-app': 'Show me reminders and updates in Kusasa.',
    email: 'I agree that Kusasa may email me reminders of my closing dates and updates on my applications and funding.',
    sms: 'I agree that Kusasa may send me SMS reminders of my closing dates and updates on my applications and funding, to this number.',
    whatsapp:
      'I agree that Kusasa may send me WhatsApp reminders of my closing dates and updates on my applications and funding, to this number. WhatsApp is run by Meta, which sees that you got a message from us.',
  },
  phoneLabel: 'Phone number',
  phoneHint: 'A South African number, like 082 123 4567.',
  on: 'On',
  off: 'Off',
  since: (day: string): string => `On since ${day}`,
  optedOut: (day: string): string => `Off since ${day} (turned off here or by replying STOP). Turn it on again here if you want these messages back.`,
  save: 'Save',
  saving: 'Saving...',
  saved: 'Your message settings are saved.',
  saveFailed: 'That did not work. Try again.',
};

export const messagingErrorTexts = {
  phoneRequired: 'Enter the phone number for this channel.',
  consentRequired: 'Tick the box to agree before we send you these messages.',
  studentsOnly: 'Reminders are for learners.',
  notRetryable: 'Only a failed or unconfirmed message can be sent again.',
  messageNotFound: 'That message does not exist.',
};

export const adminRemindersTexts = {
  title: 'Reminders',
  intro: 'Messages that could not be sent, and closing dates nobody has checked in 60 days.',
  loading: 'Loading...',
  failed: 'We could not load this page.',
  retry: 'Try Again',
  counts: 'Messages in the last 7 days',
  countsCaption: 'By channel and status',
  problems: 'Messages that need you',
  problemsEmpty: 'Every message went out. Nothing needs you.',
  problemStatus: { failed: 'Failed after every retry', unknown: 'Sending was interrupted; not sent again in case it arrived' },
  sendAgain: 'Send again',
  sentAgain: 'Queued to send again.',
  column: {
    to: 'To',
    channel: 'Channel',
    template: 'Message',
    attempts: 'Attempts',
    error: 'Last error',
    created: 'Queued',
    status: 'Status',
    count: 'Count',
    actions: 'Actions',
  },
  countsEmpty: 'No messages in the last 7 days.',
  retryFailed: 'Could not queue it again. Try again.',
  statusLabels: {
    queued: 'Waiting to send',
    sending: 'Sending',
    sent: 'Sent',
    delivered: 'Delivered',
    failed: 'Failed',
    cancelled: 'Cancelled (no longer needed or opted out)',
    unknown: 'Interrupted',
  },
  datesToCheck: 'Dates to check',
  datesToCheckEmpty: 'Every upcoming date was checked in the last 60 days.',
  dateColumn: { what: 'Date', day: 'Day', checkedOn: 'Last checked', source: 'Source', owner: 'Kept by' },
  neverChecked: 'Never',
  ownerInstitution: 'The institution',
  ownerAdmins: 'Admins',
};
