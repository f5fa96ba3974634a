import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NsfasCycle } from '@kusasa/domain/schemas/funding/common';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import FundingCyclesPage from './funding-cycles-page';

const cycle: NsfasCycle = {
  fundingYear: 2027,
  opensOn: '2026-09-16',
  closesOn: '2026-11-15',
  appealDays: 30,
  sourceTitle: 'NSFAS media statement',
  sourceUrl: 'https://www.nsfas.org.za/2027',
  checkedOn: '2026-09-20',
  state: 'closed',
};

function render(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/admin/funding/cycles': () => json({ cycles: [cycle] }), ...handlers });
  renderRoutes(<Route path="/admin/funding-cycles" element={<FundingCyclesPage title="Funding Windows" />} />, '/admin/funding-cycles');
  return fetchMock;
}

describe('/admin/funding-cycles', () => {
  it('lists each funding year with its dates, source and state', async () => {
    render();
    const row = (await screen.findByText('2027')).closest('tr')!;
    expect(within(row).getByText('16 September 2026')).toBeInTheDocument();
    expect(within(row).getByText('15 November 2026')).toBeInTheDocument();
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'NSFAS media statement' })).toHaveAttribute('href', 'https://www.nsfas.org.za/2027');
  });

  it('edits a year and sends the whole window', async () => {
    const fetchMock = render({ 'PUT /api/admin/funding/cycles/2027': () => json({ cycle: { ...cycle, appealDays: 45 } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit funding year 2027' });
    fireEvent.change(within(dialog).getByLabelText('Days to appeal after an unsuccessful status'), { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The funding window is saved.');
    expect(sentTo(fetchMock, 'PUT /api/admin/funding/cycles/2027')).toEqual([
      {
        opensOn: '2026-09-16',
        closesOn: '2026-11-15',
        appealDays: 45,
        sourceTitle: 'NSFAS media statement',
        sourceUrl: 'https://www.nsfas.org.za/2027',
        checkedOn: '2026-09-20',
      },
    ]);
  });

  it('checks a new year before sending, and shows the API’s field errors beside their fields', async () => {
    const fetchMock = render({
      'PUT /api/admin/funding/cycles/2028': () =>
        apiError(400, 'VALIDATION', 'Check the highlighted fields', {}, { sourceUrl: 'Use the NSFAS address', opensOn: 'Too early' }),
    });
    await screen.findByText('2027');
    fireEvent.click(screen.getByRole('button', { name: 'Add a funding year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a funding year' });
    fireEvent.change(within(dialog).getByLabelText('Funding year'), { target: { value: '2027' } });
    fireEvent.change(within(dialog).getByLabelText('Closes on'), { target: { value: '2027-11-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(describedText(await within(dialog).findByLabelText('Funding year'))).toContain('This funding year is already listed');
    expect(within(dialog).getByLabelText('Source title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Funding year')).toHaveFocus();

    fireEvent.change(within(dialog).getByLabelText('Funding year'), { target: { value: '2028' } });
    fireEvent.change(within(dialog).getByLabelText('Source title'), { target: { value: 'NSFAS 2028 statement' } });
    fireEvent.change(within(dialog).getByLabelText('Source address (URL)'), { target: { value: 'https://example.org/2028' } });
    fireEvent.change(within(dialog).getByLabelText('Checked on'), { target: { value: '2027-08-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedText(within(dialog).getByLabelText('Closes on'))).toContain('The closing date needs an opening date on or before it'));
    expect(sentTo(fetchMock, 'PUT /api/admin/funding/cycles/2028')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Opens on'), { target: { value: '2027-09-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(describedText(await within(dialog).findByLabelText('Source address (URL)'))).toContain('Use the NSFAS address');
    expect(describedText(within(dialog).getByLabelText('Opens on'))).toContain('Too early');
    expect(sentTo(fetchMock, 'PUT /api/admin/funding/cycles/2028')).toHaveLength(1);
    expect(sentTo(fetchMock, 'PUT /api/admin/funding/cycles/2027')).toEqual([]);
  });

  it('says when no window is recorded yet', async () => {
    render({ 'GET /api/admin/funding/cycles': () => json({ cycles: [] }) });
    expect(await screen.findByText('No funding windows are recorded yet.')).toBeInTheDocument();
  });
});
