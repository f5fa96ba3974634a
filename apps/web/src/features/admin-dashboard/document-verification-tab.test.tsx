import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDocument } from '@kusasa/domain/schemas/admin-documents';
import { toast } from '../../lib/toast';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import AdminDashboardPage from './admin-dashboard-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

function doc(overrides: Partial<AdminDocument> = {}): AdminDocument {
  return {
    id: crypto.randomUUID(),
    userId: '00000000-0000-4000-8000-000000000009',
    documentType: 'idDocument',
    originalName: 'id.pdf',
    mimeType: 'application/pdf',
    verificationStatus: 'pending',
    verification: null,
    rejectionReason: null,
    verifiedAt: null,
    createdAt: '2026-03-11T12:05:00.000Z',
    user: { fullName: 'Thandi Nkosi', email: 'thandi@example.com', contactEmail: null, identityCheck: null },
    ...overrides,
  };
}

const page = (documents: AdminDocument[], total = documents.length, pageNumber = 1) => json({ documents, page: pageNumber, pageSize: 20, total });

function renderTab(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(handlers);
  renderRoutes(<Route path="/admin/dashboard" element={<AdminDashboardPage title="Admin Dashboard" />} />, '/admin/dashboard');
  return fetchMock;
}
const listCalls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/admin/documents?'));

describe('Document Verification tab', () => {
  it('lists documents with type, user, status (reason shown), date and actions', async () => {
    renderTab({
      'GET /api/admin/documents': () =>
        page([doc(), doc({ documentType: 'grade12Results', verificationStatus: 'request_resubmission', rejectionReason: 'Page two is missing' })]),
    });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Document Type', 'User', 'Status', 'Date', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('ID Document');
    expect(rows[0]).toHaveTextContent('Thandi Nkosi');
    expect(rows[0]).toHaveTextContent('thandi@example.com');
    expect(rows[0]).toHaveTextContent('Mar 11, 2:05 PM');
    expect(rows[1]).toHaveTextContent('Needs Resubmission');
    expect(rows[1]).toHaveTextContent('Page two is missing');
    expect(within(rows[0]!).getByRole('button', { name: /^View/ })).toBeInTheDocument();
    // One page: no pagination links.
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('filters by status and says when there is nothing', async () => {
    const fetchMock = renderTab({ 'GET /api/admin/documents': () => page([]) });
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['Pending', 'Approved', 'Rejected', 'Need Resubmission']);
    fireEvent.click(screen.getByRole('button', { name: 'Need Resubmission' }));
    await waitFor(() => expect(listCalls(fetchMock).some((url) => url.includes('status=request_resubmission'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Need Resubmission' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages with Previous, up to 5 page links and Next', async () => {
    const fetchMock = renderTab({
      'GET /api/admin/documents': () =>
        page(
          Array.from({ length: 20 }, () => doc()),
          150,
        ),
    });
    const nav = await screen.findByRole('navigation', { name: 'Pages of documents' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls(fetchMock).some((url) => url.includes('page=3'))).toBe(true));
  });

  it('verifies a document with a reason, then says so', async () => {
    const document = doc({
      verification: {
        status: 'pending',
        confidence: 0.42,
        validationResults: [],
        failureReason: 'Name could not be read',
        processingTimeMs: 5,
        extractedFields: {},
      },
    });
    const fetchMock = renderTab({
      'GET /api/admin/documents': () => page([document]),
      [`PATCH /api/admin/documents/${document.id}`]: () => json({ document: { ...document, verificationStatus: 'rejected', rejectionReason: 'Blurry' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Verify ID Document/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Name could not be read');
    expect(dialog).toHaveTextContent('42%');
    fireEvent.change(within(dialog).getByLabelText('Reason (for rejection or resubmission request)'), { target: { value: 'Blurry' } });
    expect(within(dialog).getByRole('button', { name: 'Request Resubmission' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Document rejected successfully'));
    expect(sentTo(fetchMock, `PATCH /api/admin/documents/${document.id}`)).toEqual([{ status: 'rejected', reason: 'Blurry' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when a decision fails', async () => {
    const document = doc();
    renderTab({
      'GET /api/admin/documents': () => page([document]),
      [`PATCH /api/admin/documents/${document.id}`]: () => apiError(500, 'INTERNAL', 'boom'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Verify ID Document/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update document status'));
  });

  it('shows the learner’s identity check on an ID copy, in its exact words (issue 32)', async () => {
    renderTab({
      'GET /api/admin/documents': () =>
        page([
          doc({ user: { ...doc().user, identityCheck: { method: 'bureau', bureau: 'VerifyNow', checkedAt: null } } }),
          doc({ user: { ...doc().user, identityCheck: { method: 'id-number-format', bureau: null, checkedAt: null } } }),
          doc({ documentType: 'grade12Results' }),
        ]),
    });
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Verified with Home Affairs through VerifyNow');
    // A bureau already confirmed the person: nothing to verify by hand.
    expect(within(rows[0]!).queryByRole('button', { name: /^Verify identity/ })).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('ID number checked (format and date of birth)');
    expect(within(rows[1]!).getByRole('button', { name: /^Verify identity/ })).toBeInTheDocument();
    expect(rows[2]).not.toHaveTextContent('Identity not verified');
    expect(within(rows[2]!).queryByRole('button', { name: /^Verify identity/ })).not.toBeInTheDocument();
  });

  it('verifies the learner’s identity from the certified copy after asking, then says so', async () => {
    const document = doc();
    const fetchMock = renderTab({
      'GET /api/admin/documents': () => page([document]),
      [`POST /api/admin/documents/${document.id}/verify-identity`]: () =>
        json({
          document: { ...document, user: { ...document.user, identityCheck: { method: 'manual', bureau: null, checkedAt: '2026-03-11T12:06:00.000Z' } } },
        }),
    });
    expect(await screen.findByText('Identity not verified')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify identity of thandi@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verify Thandi Nkosi’s identity?' });
    expect(dialog).toHaveTextContent('Verified by Kusasa from a certified ID copy');
    expect(sentTo(fetchMock, `POST /api/admin/documents/${document.id}/verify-identity`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, verify identity' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Identity verified from the certified ID copy.'));
    expect(sentTo(fetchMock, `POST /api/admin/documents/${document.id}/verify-identity`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says why the identity was not verified when refused', async () => {
    const document = doc();
    renderTab({
      'GET /api/admin/documents': () => page([document]),
      [`POST /api/admin/documents/${document.id}/verify-identity`]: () =>
        apiError(409, 'CONFLICT', 'This learner’s identity was already verified with Home Affairs.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify identity of thandi@example.com' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, verify identity' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This learner’s identity was already verified with Home Affairs.'));
  });

  it('shows the load failure', async () => {
    renderTab({ 'GET /api/admin/documents': () => apiError(500, 'INTERNAL', 'boom') });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load documents'));
  });
});
