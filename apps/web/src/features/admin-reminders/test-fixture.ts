import { type AdminReminders, type DateToCheck, type MessageProblem, adminRemindersSchema } from '@kusasa/domain/schemas/messaging';

// GET /api/admin/reminders as the contract answers it, parsed with its schema.

export const failedSms: MessageProblem = {
  id: '00000000-0000-4000-8000-0000000000f1',
  channel: 'sms',
  to: '+27 82 *** 4567',
  template: 'reminder',
  status: 'failed',
  attempts: 5,
  lastError: 'SMPP: 0x0000000B invalid destination',
  createdAt: '2026-09-28T08:00:00.000Z',
};

export const interruptedWhatsapp: MessageProblem = {
  ...failedSms,
  id: '00000000-0000-4000-8000-0000000000f2',
  channel: 'whatsapp',
  to: '+27 83 *** 1111',
  template: 'kusasa_status_update',
  status: 'unknown',
  attempts: 1,
  lastError: null,
};

export const witsClosing: DateToCheck = {
  id: 'intake:00000000-0000-4000-8000-0000000000d1',
  what: 'Wits closes: BSc Computer Science',
  day: '2026-09-30',
  checkedOn: '2026-06-01',
  sourceTitle: 'Wits admissions 2027',
  sourceUrl: 'https://www.wits.ac.za/applications',
  owner: 'institution',
  link: '/admin/catalogue/00000000-0000-4000-8000-0000000000a1',
};

export const nsfasOpening: DateToCheck = {
  id: 'nsfas:2027',
  what: 'NSFAS applications open for 2027',
  day: '2026-10-01',
  checkedOn: null,
  sourceTitle: null,
  sourceUrl: null,
  owner: 'admins',
  link: '/admin/funding-cycles',
};

export function adminReminders(overrides: Partial<AdminReminders> = {}): AdminReminders {
  return adminRemindersSchema.parse({
    counts: [
      { channel: 'email', status: 'delivered', count: 120 },
      { channel: 'sms', status: 'failed', count: 1 },
    ],
    problems: [failedSms, interruptedWhatsapp],
    datesToCheck: [witsClosing, nsfasOpening],
    ...overrides,
  });
}
