import type { Kernel } from '../core/kernel.ts';
import { adminRemindersRoutes } from '../features/admin-reminders/admin-reminders.routes.ts';
import { createAdminRemindersService } from '../features/admin-reminders/admin-reminders.service.ts';
import { deadlinesRoutes } from '../features/deadlines/deadlines.routes.ts';
import { createDeadlinesService } from '../features/deadlines/deadlines.service.ts';
import { createReminderScheduler, REMINDER_TEMPLATE } from '../features/deadlines/reminders.ts';
import { messageChannelsRoutes } from '../features/message-channels/message-channels.routes.ts';
import { registerWhatsAppWebhooks } from '../features/whatsapp-webhooks/whatsapp-webhooks.ts';
import type { App } from '../http/types.ts';
import type { Funding } from './funding.ts';
import type { LearnerJourney } from './learner-journey.ts';

/**
 * Deadlines and reminders (issue 30): the learner's dates from their owners — applications' closing
 * dates (applications' overview, the catalogue's programmes and intakes), NSFAS windows (funding
 * cycles), certified copies' expiry (funding readiness) — their private calendar feed, the channels
 * they chose, the reminders queued to them, WhatsApp's webhooks and the admins' view.
 */
export function registerDeadlines(app: App, kernel: Kernel, { journey, funding }: { journey: LearnerJourney; funding: Funding }) {
  const deadlines = createDeadlinesService({
    ...kernel,
    publicUrl: kernel.config.publicUrl,
    sources: {
      applicationsOf: (userId, today) => journey.applications.overviewOf([userId], today),
      hasGrade12Results: async (userId) =>
        (await journey.documents.statusesOf([userId])).some((row) => row.documentType === 'grade12Results' && row.verificationStatus !== 'rejected'),
      datesOf: (institutionIds, programmeIds) => journey.catalogue.datesOf(institutionIds, programmeIds),
      stillOpen: (faculty, today, exceptInstitutionIds) => journey.catalogue.stillOpen(faculty, today, exceptInstitutionIds),
      cycles: (today) => funding.cycles.list(today),
      funding: (userId) => funding.readiness(userId),
    },
  });
  deadlinesRoutes(app, deadlines);

  const reminders = createReminderScheduler({
    ...kernel,
    deadlines,
    publicUrl: kernel.config.publicUrl,
    learnersToRemind: async () => {
      const [drafts, nsfas] = await Promise.all([journey.applications.ownersWithOpenSteps(), funding.learnersYetToApply()]);
      return [...new Set([...drafts, ...nsfas])];
    },
  });
  kernel.messaging.worker.guard(REMINDER_TEMPLATE, (row) => reminders.stillWanted(row));
  kernel.housekeeping.add({ name: 'deadline reminders', run: () => reminders.run() });

  messageChannelsRoutes(app, kernel.messaging);
  registerWhatsAppWebhooks(app, kernel);
  const adminReminders = createAdminRemindersService({
    ...kernel,
    staleCatalogueDates: (today, checkedBefore) => journey.catalogue.staleDates(today, checkedBefore),
    cycles: (today) => funding.cycles.list(today),
  });
  adminRemindersRoutes(app, adminReminders);
  return { deadlines, reminders };
}

export type Deadlines = ReturnType<typeof registerDeadlines>;
