import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import InquiriesPage from './inquiries-page';
import { inquiryOf } from './test-fixtures';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const ID = '00000000-0000-4000-8000-0000000000c1';
const render = () =>
  renderRoutes(<Route path="/admin/partners/inquiries" element={<InquiriesPage title="Partner Inquiries" />} />, '/admin/partners/inquiries');

describe('Partner Inquiries', () => {
  it('shows loading, then each inquiry with the moves its status allows and Send Email', async () => {
    mockApi({
      'GET /api/admin/partner-inquiries': () =>
        json({
          inquiries: [
            inquiryOf(),
            inquiryOf({
              id: '00000000-0000-4000-8000-0000000000c2',
              institutionName: 'Converted College',
              status: 'converted',
              nextStatuses: [],
              partnerId: '00000000-0000-4000-8000-0000000000a1',
            }),
          ],
        }),
    });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading inquiries...');
    const pending = await screen.findByRole('article', { name: 'Karoo TVET College' });
    expect(
      within(pending)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark Contacted', 'Reject', 'Send Email']);
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('TVET College');
    expect(pending).toHaveTextContent('pieter@karoo.edu.za');
    const converted = screen.getByRole('article', { name: 'Converted College' });
    expect(
      within(converted)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Send Email']);
    expect(within(converted).getByRole('link', { name: 'Open partner' })).toHaveAttribute('href', '/admin/partners/00000000-0000-4000-8000-0000000000a1');
  });

  it('moves an inquiry and reloads the list', async () => {
    let status: 'pending' | 'contacted' = 'pending';
    const fetchMock = mockApi({
      'GET /api/admin/partner-inquiries': () => json({ inquiries: [inquiryOf(status === 'contacted' ? { status, nextStatuses: ['converted'] } : {})] }),
      [`POST /api/admin/partner-inquiries/${ID}/status`]: () => {
        status = 'contacted';
        return json({ inquiry: inquiryOf({ status, nextStatuses: ['converted'] }), partnerId: null });
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Contacted' }));
    expect(await screen.findByRole('button', { name: 'Convert to Partner' })).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/admin/partner-inquiries/${ID}/status`)).toEqual([{ status: 'contacted' }]);
    expect(toast.success).toHaveBeenCalledWith('Inquiry updated');
  });

  it("shows the server's refusal of a move", async () => {
    mockApi({
      'GET /api/admin/partner-inquiries': () => json({ inquiries: [inquiryOf()] }),
      [`POST /api/admin/partner-inquiries/${ID}/status`]: () => apiError(409, 'CONFLICT', 'This inquiry cannot move from converted to rejected.'),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This inquiry cannot move from converted to rejected.'));
  });

  it('sends an email from the dialog, which needs a message', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/partner-inquiries': () => json({ inquiries: [inquiryOf()] }),
      [`POST /api/admin/partner-inquiries/${ID}/replies`]: () =>
        json(
          {
            reply: {
              id: '00000000-0000-4000-8000-0000000000e1',
              subject: 'Hi',
              message: 'Hello',
              sentTo: 'pieter@karoo.edu.za',
              sentBy: { id: null, name: 'Admin' },
              sentAt: '2026-03-11T10:00:00.000Z',
            },
          },
          201,
        ),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Email' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Your Kusasa partnership inquiry');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please write a message')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Email sent'));
    expect(sentTo(fetchMock, `POST /api/admin/partner-inquiries/${ID}/replies`)).toEqual([{ subject: 'Your Kusasa partnership inquiry', message: 'Hello' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No inquiries found' when there are none, and offers Retry when loading fails", async () => {
    let fail = true;
    mockApi({ 'GET /api/admin/partner-inquiries': () => (fail ? apiError(500, 'INTERNAL', 'boom') : json({ inquiries: [] })) });
    render();
    expect(await screen.findByText('Failed to load inquiries')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No inquiries found')).toBeInTheDocument();
  });
});
