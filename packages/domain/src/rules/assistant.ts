import { calendarDateIn, SOUTH_AFRICA_TIME_ZONE } from './dates.ts';
import type { ThandiTier } from './plans.ts';

// Thandi's rules: daily question quotas by Thandi tier, counted per learner per South African
// day, and the limits of a question. The server enforces them; the browser only shows them.

/**
 * Questions a learner may ask Thandi per South African day, by the tier of their plan
 * (docs/decisions/0130-thandi-quotas-and-wire-names.md). Starter's three are a taster that the
 * free pages (/faqs, the APS calculator) back up; paid plans ask as often as a season needs.
 */
export const ASSISTANT_DAILY_QUOTAS = { basic: 3, guidance: 20, advanced: 50 } as const satisfies Record<ThandiTier, number>;

/** The warning 'Only {n} queries remaining today.' shows when this many or fewer remain (seed 001 section 8). */
export const ASSISTANT_WARN_AT_REMAINING = 1;

export const ASSISTANT_MESSAGE_MAX_LENGTH = 1000;

export function dailyQuotaFor(tier: ThandiTier): number {
  return ASSISTANT_DAILY_QUOTAS[tier];
}

export function shouldWarnRemaining(remaining: number): boolean {
  return remaining <= ASSISTANT_WARN_AT_REMAINING;
}

/** The South African calendar day of `now` as YYYY-MM-DD: the key quotas are counted under. */
export function assistantDayOf(now: Date): string {
  const { year, month, day } = calendarDateIn(now, SOUTH_AFRICA_TIME_ZONE);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// South Africa keeps UTC+2 all year (no daylight saving), so the next midnight there is exact.
const SOUTH_AFRICA_OFFSET_MS = 2 * 60 * 60_000;

/** When the quota of `now`'s South African day resets: the next midnight in Johannesburg. */
export function quotaResetsAt(now: Date): Date {
  const [year, month, day] = assistantDayOf(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1) - SOUTH_AFRICA_OFFSET_MS);
}

/** An empty or whitespace-only message is never sent (seed 001 section 5). */
export function isSendableMessage(message: string): boolean {
  return message.trim().length > 0;
}

/** The /faqs chips in the seed's order (seed 001 section 2); 'All' is the view's, not a category. */
export const KNOWLEDGE_CATEGORIES = ['Account', 'Support', 'Applications', 'AI Assistant', 'Billing', 'Privacy'] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

/** Knowledge entry ids are slugs: they appear in links and in the benchmark's expected sources. */
export const KNOWLEDGE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Make a knowledge id from a title: lower case, ASCII letters and digits joined by hyphens. */
export function knowledgeIdFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/**
 * Numbers and addresses a learner may type into a question (ID numbers, phone numbers, emails)
 * are masked before admins read the question in AI Training.
 */
export function maskPersonalDetails(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\b\d{13}\b/g, '[ID number]')
    .replace(/(\+27|\b0)[\s-]?\d{2}[\s-]?\d{3}[\s-]?\d{4}\b/g, '[phone]');
}
