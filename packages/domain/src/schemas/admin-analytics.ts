import { z } from 'zod';
import { adminAnalyticsTexts } from '../admin-analytics-texts.ts';
import { ANALYTICS_INTERVALS, ANALYTICS_MAX_RANGE_DAYS, COLUMN_KINDS, daysInRange } from '../rules/analytics.ts';

// GET /api/admin/analytics and its CSV export (decision 0171). The answer is a list of sections,
// each with headline figures and tables; a table says how to chart it and carries its rows, so a
// section added later (sponsorships, the assistant) needs no new schema and the page can draw it.

/** Built in today; later features add theirs (ids are open strings on the wire). */
export const ANALYTICS_SECTION_IDS = ['registrations', 'funnel', 'applications', 'documents', 'payments'] as const;

const sectionIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

const rangeRefinement = (range: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!range.from || !range.to) return;
  if (range.to < range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: adminAnalyticsTexts.toBeforeFrom });
  else if (daysInRange(range.from, range.to) > ANALYTICS_MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: adminAnalyticsTexts.rangeTooLong.replace('{days}', String(ANALYTICS_MAX_RANGE_DAYS)) });
  }
};

const rangeFields = {
  /** South African calendar days, both included; the default is the last 30 days. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  interval: z.enum(ANALYTICS_INTERVALS).default('day'),
};

export const analyticsQuerySchema = z
  .object({
    ...rangeFields,
    /** Comma-separated section ids, to load sections one at a time; all when omitted. */
    sections: z
      .string()
      .trim()
      .max(400)
      .transform((text) =>
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(z.array(sectionIdSchema).max(20))
      .optional(),
  })
  .superRefine(rangeRefinement);
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;
export type ParsedAnalyticsQuery = z.output<typeof analyticsQuerySchema>;

export const analyticsExportParamsSchema = z.object({ tableId: z.string().regex(/^[a-z][a-z0-9-]{0,59}$/) });
export const analyticsExportQuerySchema = z.object(rangeFields).superRefine(rangeRefinement);

export const cellSchema = z.union([z.string(), z.number(), z.null()]);

export const analyticsColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** date: YYYY-MM-DD (a period's first day); month: YYYY-MM; money: cents (ZAR); hours and percent: one decimal. */
  kind: z.enum(COLUMN_KINDS),
});
export type AnalyticsColumn = z.infer<typeof analyticsColumnSchema>;

export const CHART_TYPES = ['line', 'bar', 'stacked-bar', 'funnel'] as const;
/** How to draw a table: `x` is the column along the axis, `series` the columns drawn. */
export const chartHintSchema = z.object({ type: z.enum(CHART_TYPES), x: z.string(), series: z.array(z.string()).min(1) });
export type ChartHint = z.infer<typeof chartHintSchema>;

export const analyticsTableSchema = z.object({
  /** Also the CSV export's id: GET /api/admin/analytics/export/:tableId. */
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  chart: chartHintSchema.nullable(),
  columns: z.array(analyticsColumnSchema),
  /** Keyed by column key. */
  rows: z.array(z.record(z.string(), cellSchema)),
});
export type AnalyticsTable = z.infer<typeof analyticsTableSchema>;

export const analyticsFigureSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(COLUMN_KINDS),
  /** null when there is nothing to measure (e.g. a median of no decisions). */
  value: z.number().nullable(),
});
export type AnalyticsFigure = z.infer<typeof analyticsFigureSchema>;

export const analyticsSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  figures: z.array(analyticsFigureSchema),
  tables: z.array(analyticsTableSchema),
});
export type AnalyticsSection = z.infer<typeof analyticsSectionSchema>;

export const analyticsResponseSchema = z.object({
  range: z.object({ from: z.iso.date(), to: z.iso.date(), interval: z.enum(ANALYTICS_INTERVALS), timeZone: z.string() }),
  generatedAt: z.iso.datetime(),
  /** Every section this server knows, in page order, so the page can offer them before loading them. */
  available: z.array(z.object({ id: z.string(), title: z.string() })),
  sections: z.array(analyticsSectionSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
