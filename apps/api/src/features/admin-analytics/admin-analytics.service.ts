import { adminAnalyticsTexts } from '@kusasa/domain/admin-analytics-texts';
import {
  addDays,
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_TIME_ZONE,
  analyticsCsv,
  analyticsExportFilename,
  dayStart,
  defaultAnalyticsRange,
  type AnalyticsInterval,
} from '@kusasa/domain/rules/analytics';
import type { AnalyticsResponse, AnalyticsSection } from '@kusasa/domain/schemas/admin-analytics';
import { fillText } from '@kusasa/domain/texts';
import { AppError } from '../../http/app-error.ts';
import { useReportSettings } from './analytics-sql.ts';
import type { AnalyticsRange, AnalyticsSectionDefinition } from '../../core/analytics-section.ts';
import type { Kernel } from '../../core/kernel.ts';

export interface RangeRequest {
  from?: string;
  to?: string;
  interval: AnalyticsInterval;
}

// The admin analytics (decision 0171): each section is its own SQL aggregates over one range.
// Sections are a list given by areas/admin.ts (the built-in five, then any a later feature adds), so the
// page and the CSV export pick up a new section without a change here.
export function createAdminAnalyticsService({ db, clock, sections }: Pick<Kernel, 'db' | 'clock'> & { sections: readonly AnalyticsSectionDefinition[] }) {
  const ids = new Set<string>();
  for (const section of sections) {
    if (ids.has(section.id)) throw new Error(`analytics section ${section.id} is listed twice`);
    ids.add(section.id);
  }

  /** Both days as asked; one alone makes a 30-day range with it; neither, the last 30 days. */
  function rangeOf(request: RangeRequest): AnalyticsRange {
    const now = clock();
    const span = ANALYTICS_DEFAULT_RANGE_DAYS - 1;
    const fallback = defaultAnalyticsRange(now);
    const from = request.from ?? (request.to ? addDays(request.to, -span) : fallback.from);
    const to = request.to ?? (request.from ? addDays(request.from, span) : fallback.to);
    return { from, to, interval: request.interval, start: dayStart(from), end: dayStart(addDays(to, 1)), now };
  }

  /** Each section in a read-only transaction of its own (so sections run side by side on a server). */
  async function load(definition: AnalyticsSectionDefinition, range: AnalyticsRange): Promise<AnalyticsSection> {
    const body = await db.transaction(
      async (tx) => {
        await useReportSettings(tx);
        return definition.load(tx, range);
      },
      { accessMode: 'read only' },
    );
    return { id: definition.id, title: definition.title, ...body };
  }

  return {
    async report(request: RangeRequest & { sections?: string[] }): Promise<AnalyticsResponse> {
      const wanted = request.sections;
      const unknown = wanted?.find((id) => !ids.has(id));
      if (unknown)
        throw new AppError('VALIDATION', fillText(adminAnalyticsTexts.unknownSection, { id: unknown }), {
          sections: fillText(adminAnalyticsTexts.unknownSection, { id: unknown }),
        });
      const range = rangeOf(request);
      const chosen = wanted ? sections.filter((section) => wanted.includes(section.id)) : sections;
      return {
        range: { from: range.from, to: range.to, interval: range.interval, timeZone: ANALYTICS_TIME_ZONE },
        generatedAt: range.now.toISOString(),
        available: sections.map(({ id, title }) => ({ id, title })),
        sections: await Promise.all(chosen.map((section) => load(section, range))),
      };
    },

    /** One table as CSV, computing only the section it belongs to. */
    async exportTable(tableId: string, request: RangeRequest): Promise<{ filename: string; csv: string }> {
      const section = sections.find((candidate) => candidate.tableIds.includes(tableId));
      if (!section) throw new AppError('NOT_FOUND', adminAnalyticsTexts.unknownTable);
      const range = rangeOf(request);
      const found = (await load(section, range)).tables.find((candidate) => candidate.id === tableId);
      if (!found) throw new AppError('NOT_FOUND', adminAnalyticsTexts.unknownTable);
      return { filename: analyticsExportFilename(tableId, range.from, range.to), csv: analyticsCsv(found) };
    },
  };
}
export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
