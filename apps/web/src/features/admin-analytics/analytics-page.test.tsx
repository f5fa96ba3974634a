import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsResponse, AnalyticsSection } from '@kusasa/domain/schemas/admin-analytics';
import { type Handler, apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import AnalyticsPage from './analytics-page';
import { chartPoints } from './analytics-chart';
import type * as ChartModule from './analytics-chart';

// The chart draws with recharts, which needs a laid-out page; here it only has to be lazy and labelled.
vi.mock('./analytics-chart', async (original) => ({ ...(await original<typeof ChartModule>()), default: () => <div data-testid="chart" /> }));

const registrations: AnalyticsSection = {
  id: 'registrations',
  title: 'Registrations',
  description: null,
  figures: [
    { id: 'total', label: 'New accounts', kind: 'count', value: 1234 },
    { id: 'learners', label: 'New learners', kind: 'count', value: 1200 },
  ],
  tables: [
    {
      id: 'registrations-by-audience',
      title: 'Registrations by audience',
      description: null,
      chart: { type: 'bar', x: 'audience', series: ['accounts'] },
      columns: [
        { key: 'audience', label: 'Audience', kind: 'text' },
        { key: 'accounts', label: 'Accounts', kind: 'count' },
      ],
      rows: [
        { audience: 'Learners', accounts: 1200 },
        { audience: 'Sponsors', accounts: 34 },
      ],
    },
  ],
};
const payments: AnalyticsSection = {
  id: 'payments',
  title: 'Payments',
  description: null,
  figures: [
    { id: 'revenue', label: 'Revenue', kind: 'money', value: 1999900 },
    { id: 'median', label: 'Median hours', kind: 'hours', value: null },
  ],
  tables: [
    {
      id: 'payments-by-plan-month',
      title: 'Payments by plan and month',
      description: null,
      chart: { type: 'stacked-bar', x: 'month', series: ['paid'] },
      columns: [
        { key: 'month', label: 'Month', kind: 'month' },
        { key: 'plan', label: 'Plan', kind: 'text' },
        { key: 'paid', label: 'Paid', kind: 'count' },
        { key: 'revenue', label: 'Revenue', kind: 'money' },
      ],
      rows: [],
    },
  ],
};

const report = (from: string, to: string, sections = [registrations, payments]): AnalyticsResponse => ({
  range: { from, to, interval: 'day', timeZone: 'Africa/Johannesburg' },
  generatedAt: '2026-03-11T12:05:00.000Z',
  available: sections.map(({ id, title }) => ({ id, title })),
  sections,
});

function renderPage(handler: Handler, entry = '/admin/analytics?from=2026-03-01&to=2026-03-31&interval=day') {
  const fetchMock = mockApi({ 'GET /api/admin/analytics': handler });
  renderRoutes(<Route path="/admin/analytics" element={<AnalyticsPage title="Analytics" />} />, entry);
  return fetchMock;
}

const queries = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([url]) => Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('Analytics', () => {
  it('loads the range in the address and shows figures, charts, tables and CSV links', async () => {
    const fetchMock = renderPage(() => json(report('2026-03-01', '2026-03-31')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Analytics');
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics…');
    const section = await screen.findByRole('region', { name: 'Registrations' });
    expect(queries(fetchMock)[0]).toEqual({ from: '2026-03-01', to: '2026-03-31', interval: 'day' });
    expect(within(section).getByText('New accounts').nextSibling).toHaveTextContent('1 234');
    expect(within(section).getByRole('img', { name: 'Chart of Registrations by audience; the table below holds the same figures.' })).toBeInTheDocument();
    expect(await within(section).findByTestId('chart')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Registrations by audience' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['AudienceAccounts', 'Learners1 200', 'Sponsors34']);
    expect(within(section).getByRole('link', { name: 'Export CSV: Registrations by audience' })).toHaveAttribute(
      'href',
      '/api/admin/analytics/export/registrations-by-audience?from=2026-03-01&to=2026-03-31&interval=day',
    );
    expect(screen.getByText('Computed Mar 11, 2:05 PM for 1 Mar 2026 to 31 Mar 2026.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toHaveTextContent('RegistrationsPayments');
  });

  it('shows money in rand, a missing value as a dash, and an empty table as such', async () => {
    renderPage(() => json(report('2026-03-01', '2026-03-31')));
    const section = await screen.findByRole('region', { name: 'Payments' });
    expect(within(section).getByText('Revenue').nextSibling?.textContent?.replace(/\s/g, ' ')).toBe('R 19 999,00');
    expect(within(section).getByText('Median hours').nextSibling).toHaveTextContent('—');
    expect(within(section).getByText('No data for this date range')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('asks for a new range on Show, and refuses an end before the start without asking', async () => {
    const fetchMock = renderPage((_body) => json(report('2026-03-01', '2026-03-31')));
    await screen.findByRole('region', { name: 'Registrations' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-28' } });
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toEqual({ from: '2026-01-01', to: '2026-02-28', interval: 'week' }));
  });

  it('defaults to the last 30 days when the address names no range', async () => {
    const fetchMock = renderPage(() => json(report('2026-03-01', '2026-03-30')), '/admin/analytics');
    await screen.findByRole('region', { name: 'Registrations' });
    const { from, to } = queries(fetchMock)[0] ?? {};
    expect(Math.round((Date.parse(to ?? '') - Date.parse(from ?? '')) / 86_400_000)).toBe(29);
  });

  it('says when the figures could not be loaded and tries again', async () => {
    let fail = true;
    renderPage(() => (fail ? apiError(500, 'INTERNAL', 'Something went wrong') : json(report('2026-03-01', '2026-03-31'))));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Registrations' })).toBeInTheDocument();
  });
});

describe('chart points', () => {
  it("adds up rows that share the axis value (a month's plans) and draws money in rand", () => {
    const table = {
      ...payments.tables[0]!,
      chart: { type: 'stacked-bar' as const, x: 'month', series: ['paid', 'revenue'] },
      rows: [
        { month: '2026-03', plan: 'Starter', paid: 2, revenue: 39800 },
        { month: '2026-03', plan: 'Pro', paid: 1, revenue: 49900 },
        { month: '2026-04', plan: 'Pro', paid: 3, revenue: 149700 },
      ],
    };
    expect(chartPoints(table, table.chart)).toEqual([
      { month: 'Mar 2026', paid: 3, revenue: 897 },
      { month: 'Apr 2026', paid: 3, revenue: 1497 },
    ]);
  });
});
