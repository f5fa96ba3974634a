import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSponsor } from '@kusasa/domain/schemas/sponsors/admin-sponsors';
import type { Allocation } from '@kusasa/domain/schemas/sponsors/allocations';
import { downloadBlob } from '../../lib/download';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import SponsorManagementPage from './sponsor-management-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../lib/download', () => ({ downloadBlob: vi.fn() }));

const SPONSOR_ID = '00000000-0000-4000-8000-0000000000a1';
const STUDENT_ID = '00000000-0000-4000-8000-0000000000b1';
const allocation: Allocation = {
  id: '00000000-0000-4000-8000-0000000000c1',
  sponsorId: SPONSOR_ID,
  sponsorName: 'Ubuntu Foundation',
  studentId: STUDENT_ID,
  studentName: 'Thandi Nkosi',
  studentEmail: 'thandi@example.com',
  studentTrackingId: 'KUS-7F3K9Q2D',
  status: 'active',
  plan: '',
  allocatedOn: '2026-11-01',
  expiresOn: '2027-11-01',
  notes: 'Bursary cohort 2027',
  createdAt: '2026-11-01T08:00:00.000Z',
};
const sponsor: AdminSponsor = {
  id: SPONSOR_ID,
  name: 'Ubuntu Foundation',
  email: 'funds@ubuntu.example',
  phone: '+27 11 555 0100',
  organizationType: 'ngo',
  type: 'foundation',
  contactPerson: 'Lerato Mokoena',
  status: 'active',
  tier: null,
  website: 'javascript:alert(1)',
  createdAt: '2026-10-01T08:00:00.000Z',
};
const counters = { totalSponsors: 4, activeSponsors: 3, totalAllocations: 9, activeAllocations: 5 };

function renderPage(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf({ userType: 'admin' }),
    'GET /api/admin/sponsors/summary': () => json(counters),
    'GET /api/admin/sponsor-allocations': () => json({ allocations: [allocation], total: 1, page: 1, pageSize: 20 }),
    'GET /api/admin/sponsors': () => json({ sponsors: [sponsor], total: 1, page: 1, pageSize: 20 }),
    'GET /api/admin/sponsor-allocations/sponsor-options': () =>
      json({ options: [{ id: SPONSOR_ID, name: 'Ubuntu Foundation', email: 'funds@ubuntu.example', trackingId: null }] }),
    'GET /api/admin/sponsor-allocations/student-options': () =>
      json({ options: [{ id: STUDENT_ID, name: 'Thandi Nkosi', email: 'thandi@example.com', trackingId: 'KUS-7F3K9Q2D' }] }),
    'POST /api/admin/sponsor-allocations': () => json({ allocation }, 201),
    [`PATCH /api/admin/sponsor-allocations/${allocation.id}`]: () => json({ allocation: { ...allocation, status: 'revoked' } }),
    [`DELETE /api/admin/sponsor-allocations/${allocation.id}`]: () => Response.json({ deleted: true }),
    ...handlers,
  });
  renderRoutes(<Route path="/admin/sponsors" element={<SponsorManagementPage title="Sponsor Management" />} />, '/admin/sponsors');
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof mockApi>, prefix: string) => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(prefix));

describe('Sponsor Management', () => {
  it('shows the four counters, the toolbar with a disabled Bulk Operations (soon), and the allocations', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sponsor Management');
    await waitFor(() => expect(screen.getByText('Total Sponsors').nextElementSibling).toHaveTextContent('4'));
    expect(screen.getByText('Active Sponsors').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Total Allocations').nextElementSibling).toHaveTextContent('9');
    expect(screen.getByText('Active Allocations').nextElementSibling).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Bulk Operations (soon)' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Student Allocations' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Ubuntu Foundation');
    expect(row).toHaveTextContent('Thandi Nkosi');
    expect(row).toHaveTextContent('KUS-7F3K9Q2D');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('Pro + AI (default)');
    expect(row).toHaveTextContent('1 November 2026');
    expect(row).toHaveTextContent('Bursary cohort 2027');
    expect(within(row).getByRole('link', { name: 'Ubuntu Foundation' })).toHaveAttribute('href', `/admin/sponsors/${SPONSOR_ID}`);
  });

  it('lists sponsors on the Sponsors List tab, filtered by type and search, with no link for an unsafe website', async () => {
    const fetchMock = renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('tab', { name: 'Sponsors List' }));
    const table = await screen.findByRole('table', { name: 'Sponsors List' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Contact Person', 'Organisation type', 'Status', 'Tier', 'Website']);
    expect(table).toHaveTextContent('Foundation');
    expect(within(table).queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Sponsor type'), { target: { value: 'corporate' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' ubuntu ' } });
    await waitFor(() => expect(calls(fetchMock, '/api/admin/sponsors?').at(-1)).toBe('/api/admin/sponsors?search=ubuntu&type=corporate&page=1'));
  });

  it("adds an allocation by picking the sponsor and the learner by name, and says 'Allocation created successfully'", async () => {
    const fetchMock = renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add Allocation' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Allocation' });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Sponsor' }), { target: { value: 'ubu' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Ubuntu Foundation/ }));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Student' }), { target: { value: 'KUS-7F' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Thandi Nkosi/ }));
    expect(within(dialog).getByLabelText('Allocated On')).toHaveValue(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date()));
    fireEvent.change(within(dialog).getByLabelText('Allocated On'), { target: { value: '2026-11-24' } });
    fireEvent.change(within(dialog).getByLabelText('Plan'), { target: { value: 'pro-ai' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Allocation created successfully'));
    expect(sentTo(fetchMock, 'POST /api/admin/sponsor-allocations')).toEqual([
      { sponsorId: SPONSOR_ID, studentId: STUDENT_ID, allocatedOn: '2026-11-24', expiresOn: '', status: 'active', plan: 'pro-ai', notes: '' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list and the counters are read again.
    await waitFor(() => expect(calls(fetchMock, '/api/admin/sponsors/summary')).toHaveLength(2));
  });

  it('requires a sponsor and a learner before sending', async () => {
    const fetchMock = renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add Allocation' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Allocation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please choose a sponsor')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a student')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/admin/sponsor-allocations')).toEqual([]);
  });

  it("says 'Failed to create allocation: {message}' when the server refuses", async () => {
    renderPage({
      'POST /api/admin/sponsor-allocations': () =>
        apiError(400, 'VALIDATION', 'That account is not a student', {}, { studentId: 'That account is not a student' }),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add Allocation' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Sponsor' }), { target: { value: 'ubu' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Ubuntu Foundation/ }));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Student' }), { target: { value: 'thandi' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Thandi Nkosi/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to create allocation: That account is not a student'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("edits an allocation's status and says 'Allocation updated successfully'", async () => {
    const fetchMock = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit allocation for Thandi Nkosi' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Allocation' });
    expect(within(dialog).getByText('Ubuntu Foundation')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Bursary cohort 2027');
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'revoked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Allocation updated successfully'));
    expect(sentTo(fetchMock, `PATCH /api/admin/sponsor-allocations/${allocation.id}`)).toEqual([
      {
        sponsorId: SPONSOR_ID,
        studentId: STUDENT_ID,
        allocatedOn: '2026-11-01',
        expiresOn: '2027-11-01',
        status: 'revoked',
        plan: '',
        notes: 'Bursary cohort 2027',
      },
    ]);
  });

  it("deletes only after 'Are you sure to delete this allocation?'", async () => {
    const fetchMock = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete allocation for Thandi Nkosi' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure to delete this allocation?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sentTo(fetchMock, `DELETE /api/admin/sponsor-allocations/${allocation.id}`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete allocation for Thandi Nkosi' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Allocation deleted successfully'));
    expect(sentTo(fetchMock, `DELETE /api/admin/sponsor-allocations/${allocation.id}`)).toHaveLength(1);
  });

  it("exports allocations.csv with 'Allocations exported!', and says 'No sponsors to export' when there are none", async () => {
    renderPage({
      'GET /api/admin/sponsor-allocations/export': () => new Response('Sponsor ID,Student ID\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      'GET /api/admin/sponsors/export': () => apiError(404, 'NOT_FOUND', 'No sponsors to export'),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Allocations exported!'));
    expect(downloadBlob).toHaveBeenCalledWith(expect.anything(), 'allocations.csv');
    fireEvent.click(screen.getByRole('tab', { name: 'Sponsors List' }));
    await screen.findByRole('table', { name: 'Sponsors List' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No sponsors to export'));
  });

  it("says 'No allocations found.' when there are none", async () => {
    renderPage({ 'GET /api/admin/sponsor-allocations': () => json({ allocations: [], total: 0, page: 1, pageSize: 20 }) });
    expect(await screen.findByText('No allocations found.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch allocation: {message}' when the list cannot be loaded, with a retry", async () => {
    const fetchMock = renderPage({ 'GET /api/admin/sponsor-allocations': () => apiError(500, 'INTERNAL', 'An error occurred') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch allocation: An error occurred');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch allocation: An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls(fetchMock, '/api/admin/sponsor-allocations?')).toHaveLength(2));
  });

  it('pages through allocations with numbered links', async () => {
    const fetchMock = renderPage({ 'GET /api/admin/sponsor-allocations': () => json({ allocations: [allocation], total: 45, page: 1, pageSize: 20 }) });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls(fetchMock, '/api/admin/sponsor-allocations?').at(-1)).toBe('/api/admin/sponsor-allocations?page=3'));
  });
});
