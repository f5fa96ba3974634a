import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import type { NsfasCycle } from '@kusasa/domain/schemas/funding/common';
import { json, sentTo } from '../../../test/api-mock';
import { describedText, renderRoutes } from '../../../test/render';
import FundingPage from '../funding-page';
import { assessedReadiness, emptyReadiness, mockFunding } from '../test-fixture';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const renderPage = () => renderRoutes(<Route path="/funding" element={<FundingPage title="Funding" />} />, '/funding');
const windowRegion = () => screen.findByRole('region', { name: 'The NSFAS application window' });
const cycle = (overrides: Partial<NsfasCycle>): NsfasCycle => ({
  fundingYear: 2027,
  opensOn: null,
  closesOn: null,
  appealDays: 30,
  sourceTitle: 'NSFAS media statement',
  sourceUrl: 'https://www.nsfas.org.za/content/media.html',
  checkedOn: '2026-11-15',
  state: 'not-announced',
  ...overrides,
});
const inDays = (days: number) => isoCalendarDateIn(new Date(Date.now() + days * 86_400_000));

describe('the NSFAS window', () => {
  it('explains honestly when the dates are not announced, with the source and the day they were checked', async () => {
    mockFunding(emptyReadiness({ cycle: cycle({}) }));
    renderPage();
    const region = await windowRegion();
    expect(within(region).getByText('Not announced yet')).toBeInTheDocument();
    expect(within(region).getByText(/NSFAS opens applications once a year; in recent cycles they opened from mid or late September/)).toBeInTheDocument();
    expect(within(region).getByText(/Kusasa’s team checks the dates/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /NSFAS media statement/ })).toHaveAttribute('href', 'https://www.nsfas.org.za/content/media.html');
    expect(within(region).getByText(/Checked by Kusasa on 15 November 2026/)).toBeInTheDocument();
  });

  it('says the same when no cycle is stored at all', async () => {
    mockFunding(emptyReadiness());
    renderPage();
    expect(within(await windowRegion()).getByText(/NSFAS has not announced its application dates yet/)).toBeInTheDocument();
  });

  it('counts the days to the closing date while open', async () => {
    mockFunding(assessedReadiness({ cycle: cycle({ state: 'open', opensOn: '2026-09-15', closesOn: inDays(10) }) }));
    renderPage();
    const region = await windowRegion();
    expect(within(region).getByText('Applications are open now.')).toBeInTheDocument();
    expect(within(region).getByText('15 September 2026')).toBeInTheDocument();
    expect(within(region).getByText('10 days left')).toBeInTheDocument();
  });

  it('records the reference and status from myNSFAS, and shows the status with its meaning and who set it', async () => {
    const recorded = assessedReadiness({
      nsfas: { reference: 'NSF-2027-001', status: 'evaluation', statusSetBy: 'learner', statusChangedAt: '2026-11-21T08:00:00.000Z' },
    });
    const fetchMock = mockFunding(assessedReadiness(), { 'PUT /api/funding/nsfas': () => json(recorded) });
    renderPage();
    const region = await windowRegion();
    expect(within(region).getByText('No NSFAS status recorded yet.')).toBeInTheDocument();
    const reference = within(region).getByLabelText('NSFAS reference');
    fireEvent.change(reference, { target: { value: 'no spaces!' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedText(reference)).toContain('Enter the reference as myNSFAS shows it'));
    expect(sentTo(fetchMock, 'PUT /api/funding/nsfas')).toEqual([]);

    fireEvent.change(reference, { target: { value: 'NSF-2027-001' } });
    fireEvent.change(within(region).getByLabelText('Status on myNSFAS'), { target: { value: 'evaluation' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(fetchMock, 'PUT /api/funding/nsfas')).toEqual([{ reference: 'NSF-2027-001', status: 'evaluation' }]));
    expect(await within(region).findByText('NSFAS is checking the documents you sent.')).toBeInTheDocument();
    expect(within(region).getByText('Recorded by you on 21 November 2026')).toBeInTheDocument();
  });
});
