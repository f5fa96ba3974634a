import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuditLogEntry } from '@kusasa/domain/schemas/admin-audit';
import { downloadBlob } from '../../lib/download';
import { json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import AdminDashboardPage from './admin-dashboard-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('../../lib/download', () => ({ downloadBlob: vi.fn() }));

const ADMIN_ID = 'a1b2c3d4-0000-4000-8000-00000000abcd';
const TARGET_ID = 'f9e8d7c6-1111-4000-8000-00000000ef01';

function entry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: crypto.randomUUID(),
    occurredAt: '2026-03-11T12:05:00.000Z',
    category: 'ADMIN_ACTION',
    severity: 'info',
    action: 'ROLE_CHANGE',
    message: 'User role changed from student to consultant',
    component: 'admin-users',
    userId: ADMIN_ID,
    details: { target_type: 'user', target_id: TARGET_ID, admin_id: ADMIN_ID, reason: null, from: 'student', to: 'consultant' },
    ...overrides,
  };
}

function renderDashboard(entries: AuditLogEntry[], path = '/admin/dashboard?tab=activity') {
  const fetchMock = mockApi({
    'GET /api/admin/audit': () => json({ entries }),
    'GET /api/admin/documents': () => json({ documents: [], page: 1, pageSize: 20, total: 0 }),
    'GET /api/admin/audit/export': () => new Response('Timestamp,Action\r\nx,y', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
  });
  renderRoutes(<Route path="/admin/dashboard" element={<AdminDashboardPage title="Admin Dashboard" />} />, path);
  return fetchMock;
}

const auditCalls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/admin/audit?'));

describe('Admin dashboard', () => {
  it('has the analytics card, Refresh, and two keyboard-operable tabs', async () => {
    renderDashboard([]);
    expect(screen.getByRole('link', { name: /Analytics/ })).toHaveAttribute('href', '/admin/analytics');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Document Verification', 'Admin Activity Log']);
    const activity = screen.getByRole('tab', { name: 'Admin Activity Log' });
    expect(activity).toHaveAttribute('aria-selected', 'true');
    expect(activity).toHaveAttribute('tabindex', '0');
    await screen.findByText('No activity logs found');

    fireEvent.keyDown(activity, { key: 'ArrowLeft' });
    const documents = screen.getByRole('tab', { name: 'Document Verification' });
    expect(documents).toHaveAttribute('aria-selected', 'true');
    expect(documents).toHaveFocus();
    expect(activity).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.keyDown(documents, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Admin Activity Log' })).toHaveFocus();
  });

  it('opens on Document Verification by default', () => {
    renderDashboard([], '/admin/dashboard');
    expect(screen.getByRole('tab', { name: 'Document Verification' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Admin Activity Log tab', () => {
  it('shows the columns, ids cut to 8 characters, System without an admin id, and severity colours', async () => {
    renderDashboard([
      entry({ severity: 'warning', details: { target_type: 'user', target_id: TARGET_ID, admin_id: ADMIN_ID, reason: 'Asked by the school' } }),
      entry({ severity: 'critical', action: 'DOCUMENT_REJECTED', message: 'Automatic check', details: { target_type: 'document', target_id: TARGET_ID } }),
      entry({ severity: 'error', action: null, message: 'No target', details: {} }),
    ]);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Timestamp', 'Action', 'Target', 'Severity', 'Details']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    expect(within(rows[0]!).getByText('Mar 11, 2:05 PM')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('target-id')).toHaveTextContent(/^f9e8d7c6$/);
    expect(within(rows[0]!).getByTestId('admin-id')).toHaveTextContent(/^a1b2c3d4$/);
    expect(rows[0]).toHaveTextContent('Reason: Asked by the school');
    expect(within(rows[0]!).getByText('warning')).toHaveAttribute('data-colour', 'yellow');

    expect(within(rows[1]!).getByTestId('admin-id')).toHaveTextContent('System');
    expect(within(rows[1]!).getByText('critical')).toHaveAttribute('data-colour', 'red');
    expect(within(rows[2]!).getByText('error')).toHaveAttribute('data-colour', 'orange');
    expect(rows[2]).toHaveTextContent('N/A');
    expect(screen.queryByText(TARGET_ID)).not.toBeInTheDocument();
  });

  it('searches as the admin types (message, action or target id), and asks the server with the search', async () => {
    const fetchMock = renderDashboard([
      entry({ message: 'User role changed from student to nsfas' }),
      entry({ action: 'DOCUMENT_APPROVED', message: 'Document approved', details: { target_type: 'document', target_id: 'doc-77' } }),
    ]);
    await screen.findByRole('table');
    const search = screen.getByPlaceholderText('Search activities...');
    fireEvent.change(search, { target: { value: 'DOC-77' } });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('table')).toHaveTextContent('Document approved');
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(screen.getByText('No activity logs found')).toBeInTheDocument();
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toBe('/api/admin/audit?search=nothing+like+this&limit=100'));
    expect(auditCalls(fetchMock)[0]).toBe('/api/admin/audit?limit=100');
  });

  it('offers no Export when there are no rows', async () => {
    const fetchMock = renderDashboard([]);
    expect(await screen.findByText('No activity logs found')).toBeInTheDocument();
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(exportButton).toBeDisabled();
    fireEvent.click(exportButton);
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/admin/audit/export'))).toBe(false);
  });

  it("downloads the server's admin-activity-log.csv for the current search", async () => {
    const fetchMock = renderDashboard([entry()]);
    await screen.findByRole('table');
    fireEvent.change(screen.getByPlaceholderText('Search activities...'), { target: { value: 'role' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [blob, filename] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(filename).toBe('admin-activity-log.csv');
    expect(await blob.text()).toBe('Timestamp,Action\r\nx,y');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/audit/export?search=role');
  });

  it('reloads with the Refresh buttons', async () => {
    const fetchMock = renderDashboard([entry()]);
    await screen.findByRole('table');
    expect(auditCalls(fetchMock)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh activity log' }));
    await waitFor(() => expect(auditCalls(fetchMock)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(auditCalls(fetchMock)).toHaveLength(3));
  });
});
