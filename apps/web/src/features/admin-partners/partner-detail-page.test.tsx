import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import PartnerDetailPage from './partner-detail-page';
import { PARTNER_ID, partnerOf, paymentOf } from './test-fixtures';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const base = `/api/admin/partners/${PARTNER_ID}`;

function render(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({ [`GET ${base}`]: () => json({ partner: partnerOf() }), ...handlers });
  renderRoutes(<Route path="/admin/partners/:id" element={<PartnerDetailPage title="Partner Details" />} />, `/admin/partners/${PARTNER_ID}`);
  return fetchMock;
}

const openTab = async (name: string) => {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel');
};

describe('Partner details', () => {
  it('shows loading, then the five tabs with Details first; arrow keys move between tabs', async () => {
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading partner...');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partner Details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ubuntu University' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Integration', 'Payments', 'Notes', 'Settings']);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('nomsa@ubuntu.ac.za');
    expect(within(panel).getByRole('combobox', { name: 'Tier' })).toHaveValue('standard');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Details' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Integration' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Integration' })).toHaveFocus();
  });

  it("says 'Partner not found' for an unknown partner and 'Partner not found or unavailable.' when loading fails", async () => {
    render({ [`GET ${base}`]: () => apiError(404, 'NOT_FOUND', 'Partner not found') });
    expect(await screen.findByRole('heading', { name: 'Partner not found' })).toBeInTheDocument();
    expect(screen.getByText('This partner either does not exist or could not be loaded.')).toBeInTheDocument();
  });

  it("offers Retry after 'Partner not found or unavailable.'", async () => {
    render({ [`GET ${base}`]: () => apiError(500, 'INTERNAL', 'boom') });
    expect(await screen.findByText('Partner not found or unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('changes the tier from Details', async () => {
    const fetchMock = render({ [`PUT ${base}/tier`]: () => json({ partner: partnerOf({ tier: 'premium' }) }) });
    const panel = await openTab('Details');
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Tier' }), { target: { value: 'premium' } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Partner tier updated'));
    expect(sentTo(fetchMock, `PUT ${base}/tier`)).toEqual([{ tier: 'premium' }]);
    expect(await screen.findByText('University · Premium')).toBeInTheDocument();
  });

  it('shows the checklist as the server computed it, the Integration Complete badge, and advances the status', async () => {
    const fetchMock = render({
      [`GET ${base}`]: () =>
        json({
          partner: partnerOf({
            integrationStatus: 'test_api',
            mouUploadedAt: '2026-03-01T10:00:00.000Z',
            checklist: { mouUploaded: true, integrationDetails: true, apiTest: true, onboardingSession: false },
          }),
        }),
      [`PUT ${base}/integration-status`]: () =>
        json({
          partner: partnerOf({
            integrationStatus: 'completed',
            integrationComplete: true,
            checklist: { mouUploaded: true, integrationDetails: true, apiTest: true, onboardingSession: true },
          }),
        }),
    });
    const panel = await openTab('Integration');
    const items = within(within(panel).getByRole('list', { name: 'Integration checklist' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Signed MoU UploadedDone',
      'API Integration Details ProvidedDone',
      'API Test SuccessfulDone',
      'Onboarding Session CompleteTo do',
    ]);
    expect(within(panel).queryByText('Integration Complete')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open MoU' })).toHaveAttribute('href', `${base}/mou`);
    fireEvent.click(within(panel).getByRole('button', { name: 'Advance to Completed' }));
    expect(await screen.findByText('Integration Complete')).toBeInTheDocument();
    expect(sentTo(fetchMock, `PUT ${base}/integration-status`)).toEqual([{ integrationStatus: 'completed' }]);
  });

  it('uploads the MoU as the PDF itself', async () => {
    const fetchMock = render({ [`PUT ${base}/mou`]: () => json({ partner: partnerOf({ mouUploadedAt: '2026-03-02T10:00:00.000Z' }) }) });
    const panel = await openTab('Integration');
    const input = panel.querySelector<HTMLInputElement>('input[type="file"]');
    const file = new File(['%PDF-1.4'], 'mou.pdf', { type: 'application/pdf' });
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    expect(await screen.findByRole('button', { name: 'Replace MoU (PDF)' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url, options]) => url === `${base}/mou` && options?.method === 'PUT') ?? [];
    expect(init?.body).toBe(file);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/pdf');
  });

  it('lists payments with paid, pending and overdue, records one and marks one paid', async () => {
    const overdue = paymentOf({
      id: '00000000-0000-4000-8000-0000000000b2',
      status: 'overdue',
      paymentDate: null,
      invoiceNumber: 'INV-2026-000002',
      referenceNumber: null,
      dueDate: '2026-01-31',
    });
    const fetchMock = render({
      [`GET ${base}/payments`]: () => json({ payments: [overdue, paymentOf()] }),
      [`POST ${base}/payments`]: () => json({ payment: paymentOf({ id: '00000000-0000-4000-8000-0000000000b3' }) }, 201),
      [`POST ${base}/payments/${overdue.id}/mark-paid`]: () => json({ payment: { ...overdue, status: 'paid' } }),
    });
    const panel = await openTab('Payments');
    const rows = (await within(panel).findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent('INV-2026-000002');
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('KUS-REF-1');
    expect(rows[1]).toHaveTextContent(/R\s5\s000,00/);
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Mark INV-2026-000002 paid' }));
    await waitFor(() => expect(sentTo(fetchMock, `POST ${base}/payments/${overdue.id}/mark-paid`)).toEqual([{}]));

    fireEvent.click(within(panel).getByRole('button', { name: 'Record payment' }));
    expect(await within(panel).findByText('The amount must be more than R0')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('Amount (R)'), { target: { value: '2 500,50' } });
    fireEvent.change(within(panel).getByLabelText('Due date'), { target: { value: '2026-04-30' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, `POST ${base}/payments`)).toEqual([
        { amountCents: 250_050, paymentMethod: 'eft', status: 'paid', dueDate: '2026-04-30', paymentDate: null, referenceNumber: null },
      ]),
    );
  });

  it("says 'No payments yet' and 'No notes yet' when there are none", async () => {
    render({ [`GET ${base}/payments`]: () => json({ payments: [] }), [`GET ${base}/notes`]: () => json({ notes: [] }) });
    expect(await within(await openTab('Payments')).findByText('No payments yet')).toBeInTheDocument();
    expect(await within(await openTab('Notes')).findByText('No notes yet')).toBeInTheDocument();
  });

  it('shows notes newest first with type, author and time, and adds one', async () => {
    const note = {
      id: '00000000-0000-4000-8000-0000000000f1',
      partnerId: PARTNER_ID,
      note: 'Called the registrar.',
      noteType: 'call',
      createdBy: { id: null, name: 'Admin Person' },
      createdAt: '2026-03-11T12:05:00.000Z',
    };
    const fetchMock = render({
      [`GET ${base}/notes`]: () => json({ notes: [note] }),
      [`POST ${base}/notes`]: () => json({ note }, 201),
    });
    const panel = await openTab('Notes');
    const list = await within(panel).findByRole('list', { name: 'Notes' });
    expect(list).toHaveTextContent('Call');
    expect(list).toHaveTextContent('Admin Person');
    expect(list).toHaveTextContent('Mar 11, 2:05 PM');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
    expect(within(panel).getByText('Please write a note')).toBeInTheDocument();
    fireEvent.change(within(panel).getByLabelText('Note'), { target: { value: 'Sent the MoU.' } });
    fireEvent.change(within(panel).getByLabelText('Type'), { target: { value: 'email' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sentTo(fetchMock, `POST ${base}/notes`)).toEqual([{ note: 'Sent the MoU.', noteType: 'email' }]));
  });

  it("saves Settings, showing the server's field errors beside the fields", async () => {
    let calls = 0;
    const fetchMock = render({
      [`PATCH ${base}`]: () => {
        calls += 1;
        return calls === 1
          ? apiError(400, 'VALIDATION', 'Invalid', {}, { website: 'Please enter a valid website URL' })
          : json({ partner: partnerOf({ phone: '021 555 0199' }) });
      },
    });
    const panel = await openTab('Settings');
    fireEvent.change(within(panel).getByLabelText('Phone'), { target: { value: '021 555 0199' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel).findByText('Please enter a valid website URL')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Partner updated'));
    expect(sentTo(fetchMock, `PATCH ${base}`)[1]).toMatchObject({ phone: '021 555 0199', name: 'Ubuntu University', type: 'university' });
  });
});
