import { deadlineTexts } from '@kusasa/domain/deadline-texts';
import { messageTexts, whenText } from '@kusasa/domain/messaging-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import { dueReminder, type ReminderDay } from '@kusasa/domain/rules/messaging';
import { fitSms } from '@kusasa/domain/rules/sms-parts';
import type { DeadlineKind } from '@kusasa/domain/rules/deadlines';
import type { Deadline } from '@kusasa/domain/schemas/deadlines';
import type { Kernel } from '../../core/kernel.ts';
import type { ComposedMessage } from '../../core/messaging/composed-message.ts';
import type { OutboundRow } from '../../core/messaging/outbox.repo.ts';
import type { DeadlinesService } from './deadlines.service.ts';

export const REMINDER_TEMPLATE = 'deadline-reminder';

/** Dates a learner acts before; an intake's opening is not one (nothing closes). */
const REMINDED_KINDS: readonly DeadlineKind[] = ['application-closes', 'late-closes', 'nsfas-closes', 'certification-expires'];

/** Steps that close with the date; results to upload after submitting, or a decision to wait for, do not. */
const { submitDraft, resubmit, applyLate, applyNsfas, certifyNewCopy } = deadlineTexts.toDo;
const REMINDED_STEPS: readonly string[] = [submitDraft, resubmit, applyLate, applyNsfas, certifyNewCopy];

/** A date still to act on: not closed, with a step the learner must take before it. */
export const needsReminding = (deadline: Deadline): boolean =>
  REMINDED_KINDS.includes(deadline.kind) && deadline.status !== 'closed' && REMINDED_STEPS.includes(deadline.toDo);

/** What a reminder is about: the deadline and its date, so a moved date is a new reminder and a met one is none. */
const subjectOf = (deadline: Deadline) => `${deadline.id}@${deadline.date}`;

export function reminderMessage(userId: string, deadline: Deadline, milestone: ReminderDay, publicUrl: string): ComposedMessage {
  const link = new URL(deadline.link, publicUrl).href;
  const day = formatIsoDay(deadline.date);
  const { daysLeft, title, toDo } = deadline;
  const { name, language } = messageTexts.whatsapp.reminder;
  return {
    template: REMINDER_TEMPLATE,
    dedupeKey: `reminder:${userId}:${subjectOf(deadline)}:${milestone}`,
    subject: subjectOf(deadline),
    inApp: { title: messageTexts.inApp.reminderTitle(daysLeft), message: messageTexts.inApp.reminderMessage(title, day, toDo) },
    email: { subject: messageTexts.email.reminderSubject(title, daysLeft), body: messageTexts.email.reminderBody(title, daysLeft, day, toDo, link) },
    sms: fitSms((shortTitle) => messageTexts.sms.reminder(shortTitle, daysLeft, day, toDo, link), title),
    whatsapp: { name, language, parameters: [title, whenText(daysLeft), day, toDo, link] },
  };
}

type Deps = Pick<Kernel, 'db' | 'messaging' | 'log'> & {
  deadlines: Pick<DeadlinesService, 'list'>;
  /** Learners with a draft, a resubmission or an NSFAS application still to make. */
  learnersToRemind: () => Promise<string[]>;
  publicUrl: string;
};

// Deadline reminders (issue 30): 14, 7, 2 and 0 days before each date a learner still has to act
// on. Run every quarter hour on every instance: each reminder's dedupe key makes it once across
// instances and restarts; quiet hours hold it until 07:00; the check before sending cancels one
// whose step was done meanwhile (the draft submitted).
export function createReminderScheduler({ db, messaging, log, deadlines, learnersToRemind, publicUrl }: Deps) {
  return {
    /** Queues every reminder due now; resolves with how many messages were newly queued. */
    async run(): Promise<number> {
      let queued = 0;
      for (const userId of await learnersToRemind()) {
        try {
          const { deadlines: list } = await deadlines.list(userId);
          for (const deadline of list.filter(needsReminding)) {
            const milestone = dueReminder(deadline.daysLeft);
            if (milestone === null) continue;
            const message = reminderMessage(userId, deadline, milestone, publicUrl);
            queued += await db.transaction((tx) => messaging.queue(tx, userId, message));
          }
        } catch (error) {
          log.error({ err: error, userId }, 'deadline reminders for a learner failed; the others go on');
        }
      }
      return queued;
    },

    /** Just before sending: is the date still on the learner's list, still to act on, on the same day? */
    async stillWanted(row: OutboundRow): Promise<boolean> {
      if (!row.userId || !row.subject) return false;
      const { deadlines: list } = await deadlines.list(row.userId);
      return list.some((deadline) => subjectOf(deadline) === row.subject && needsReminding(deadline));
    },
  };
}
