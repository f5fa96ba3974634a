import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AnalyticsResponse, analyticsResponseSchema } from '@kusasa/domain/schemas/admin-analytics';
import type { AnalyticsInterval } from '@kusasa/domain/rules/analytics';
import { apiCall } from '../../../lib/api-client';

export const ANALYTICS_PATH = '/api/admin/analytics';

/** The range the page asks for; an empty end lets the server choose (the last 30 days). */
export interface AnalyticsRange {
  from: string;
  to: string;
  interval: AnalyticsInterval;
}

const rangeQuery = ({ from, to, interval }: AnalyticsRange) => ({ from: from || undefined, to: to || undefined, interval });

export const analyticsKeys = {
  all: ['admin-analytics'] as const,
  report: (range: AnalyticsRange) => [...analyticsKeys.all, range] as const,
};

export function getAnalytics(range: AnalyticsRange, signal?: AbortSignal): Promise<AnalyticsResponse> {
  return apiCall(ANALYTICS_PATH, { schema: analyticsResponseSchema, query: rangeQuery(range), signal });
}

/** Every section for the range; the figures of the last range stay on screen while a new one loads. */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({ queryKey: analyticsKeys.report(range), queryFn: ({ signal }) => getAnalytics(range, signal), placeholderData: keepPreviousData });
}

/** The CSV of one table for the range the page shows (the server names the file). */
export function exportHref(tableId: string, range: { from: string; to: string; interval: AnalyticsInterval }): string {
  const params = new URLSearchParams({ from: range.from, to: range.to, interval: range.interval });
  return `${ANALYTICS_PATH}/export/${encodeURIComponent(tableId)}?${params.toString()}`;
}
