import { DATE_CHECK_DAYS } from '@kusasa/domain/rules/messaging';
import { addDays, southAfricanToday } from '@kusasa/domain/rules/deadlines';
import type { AdminReminders, DateToCheck } from '@kusasa/domain/schemas/messaging';
import type { NsfasCycle } from '@kusasa/domain/schemas/funding/common';
import type { Kernel } from '../../core/kernel.ts';
import type { Messaging } from '../../core/messaging/messaging.ts';

export interface StaleDate {
  id: string;
  institutionId: string;
  institutionName: string;
  what: string;
  day: string;
  checkedOn: string | null;
  sourceTitle: string | null;
  sourceUrl: string | null;
}

type Deps = Pick<Kernel, 'clock' | 'audit'> & {
  messaging: Pick<Messaging, 'counts' | 'problems' | 'retry'>;
  staleCatalogueDates: (today: string, checkedBefore: string) => Promise<StaleDate[]>;
  cycles: (today: string) => Promise<NsfasCycle[]>;
};

const COUNT_DAYS = 7;

/** Enough to recognise a number or address, not to copy it: +27 82 *** 4567, l***@example.org. */
export function maskAddress(address: string): string {
  if (address.includes('@')) return address.replace(/^(.)[^@]*/, '$1***');
  return address.length > 7 ? `${address.slice(0, 5)}***${address.slice(-4)}` : '***';
}

// /admin/reminders (issue 30): what the outbox could not send, and the closing dates nobody has
// checked in 60 days (institutions keep intakes and programmes; admins keep NSFAS windows).
export function createAdminRemindersService({ clock, audit, messaging, staleCatalogueDates, cycles }: Deps) {
  async function datesToCheck(today: string): Promise<DateToCheck[]> {
    const checkedBefore = addDays(today, -DATE_CHECK_DAYS);
    const [catalogue, nsfas] = await Promise.all([staleCatalogueDates(today, checkedBefore), cycles(today)]);
    const fromNsfas = nsfas
      .filter((cycle) => cycle.closesOn !== null && cycle.closesOn >= today && cycle.checkedOn < checkedBefore)
      .map((cycle) => ({
        id: `nsfas:${cycle.fundingYear}`,
        what: `NSFAS applications close for ${cycle.fundingYear}`,
        day: cycle.closesOn!,
        checkedOn: cycle.checkedOn,
        sourceTitle: cycle.sourceTitle,
        sourceUrl: cycle.sourceUrl,
        owner: 'admins' as const,
        link: '/admin/funding-cycles',
      }));
    const fromCatalogue = catalogue.map((row) => ({
      id: row.id,
      what: `${row.institutionName}: ${row.what}`,
      day: row.day,
      checkedOn: row.checkedOn,
      sourceTitle: row.sourceTitle,
      sourceUrl: row.sourceUrl,
      owner: 'institution' as const,
      link: `/admin/catalogue/${row.institutionId}`,
    }));
    return [...fromNsfas, ...fromCatalogue].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  }

  return {
    async view(): Promise<AdminReminders> {
      const now = clock();
      const [counts, problems, dates] = await Promise.all([
        messaging.counts(new Date(now.getTime() - COUNT_DAYS * 86_400_000)),
        messaging.problems(),
        datesToCheck(southAfricanToday(now)),
      ]);
      return {
        counts: counts.map((row) => ({
          ...row,
          channel: row.channel as AdminReminders['counts'][number]['channel'],
          status: row.status as AdminReminders['counts'][number]['status'],
        })),
        problems: problems.map((row) => ({
          id: row.id,
          channel: row.channel as AdminReminders['problems'][number]['channel'],
          to: maskAddress(row.toAddress),
          template: row.template,
          status: row.status === 'unknown' ? 'unknown' : 'failed',
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
        })),
        datesToCheck: dates,
      };
    },

    async retry(adminId: string, id: string): Promise<void> {
      await messaging.retry(id);
      await audit.adminAction({
        adminId,
        action: 'MESSAGE_RETRIED',
        message: 'Queued a failed message to send again',
        targetType: 'outbound_message',
        targetId: id,
      });
    },
  };
}

export type AdminRemindersService = ReturnType<typeof createAdminRemindersService>;
