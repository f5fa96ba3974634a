import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMaintenanceState, RouteInventoryResponse, Snapshot, SnapshotDiffResponse, SystemStatus } from '@kusasa/domain/schemas/maintenance';
import { BuiltRoutesContext } from '../../lib/built-routes';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { FakeEventSource, stubEventSource } from '../../test/event-source';
import { renderRoutes } from '../../test/render';
import UiLockPage from './ui-lock-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const admin = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com', fullName: 'Admin Person' };
const unlockedState: AdminMaintenanceState = {
  locked: false,
  message: 'Kusasa is being updated.',
  until: null,
  since: null,
  overdue: false,
  changedBy: null,
  changedAt: null,
};
const lockedState: AdminMaintenanceState = {
  locked: true,
  message: 'Results day maintenance',
  until: '2030-01-01T08:00:00.000Z',
  since: '2029-12-31T20:00:00.000Z',
  overdue: false,
  changedBy: admin,
  changedAt: '2029-12-31T20:00:00.000Z',
};
const status: SystemStatus = {
  checkedAt: '2026-03-11T12:05:00.000Z',
  instance: 'web-1:123',
  database: { status: 'ok', kind: 'pglite', latencyMs: 1.25 },
  jobs: { status: 'ok', depth: 3, byKind: [{ kind: 'document-check', waiting: 3 }], oldestDueAgeSeconds: 125 },
  mail: { status: 'ok', transport: 'outbox', waiting: 2, failed: 1 },
  storage: { status: 'down', kind: 'disk', latencyMs: null },
  payments: { mode: 'simulator' },
  assistant: { provider: 'built-in' },
  version: '1.4.0',
  uptimeSeconds: 7_500,
  maintenance: null,
};
const inventory: RouteInventoryResponse = {
  routes: [
    { path: '/', title: 'Home', audience: 'public', group: 'public', built: true },
    { path: '/admin/ai-training', title: 'AI Training', audience: 'admin', group: 'admin', built: false },
    { path: '/admin/analytics', title: 'Analytics', audience: 'admin', group: 'admin', built: false },
  ],
  totals: {
    routes: 3,
    built: 1,
    notBuilt: 2,
    byAudience: { public: 1, 'signed-out': 0, 'signed-in': 0, verified: 0, admin: 2, sponsor: 0, institution: 0, partner: 0, nsfas: 0, consultant: 0 },
  },
};
const snapshot: Snapshot = {
  id: '00000000-0000-4000-8000-0000000000aa',
  label: 'Before results day',
  createdAt: '2026-03-10T10:00:00.000Z',
  createdBy: admin,
  keys: ['maintenance.message'],
};
const diff: SnapshotDiffResponse = {
  snapshot,
  changes: 1,
  entries: [{ key: 'maintenance.message', label: 'Maintenance message', status: 'changed', current: 'Now this', snapshot: 'Back to that' }],
};

function renderPage(handlers: Record<string, Handler> = {}, built: ReadonlySet<string> | null = new Set(['/', '/admin/analytics'])) {
  const fetchMock = mockApi({
    'GET /api/admin/maintenance': () => json(unlockedState),
    'GET /api/admin/system-status': () => json(status),
    'GET /api/admin/snapshots': () => json({ snapshots: [] }),
    'GET /api/admin/route-inventory': () => json(inventory),
    ...handlers,
  });
  renderRoutes(
    <Route
      path="/admin/ui-lock"
      element={
        <BuiltRoutesContext value={built}>
          <UiLockPage title="UI Lock System" />
        </BuiltRoutesContext>
      }
    />,
    '/admin/ui-lock',
  );
  return fetchMock;
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => stubEventSource());

describe('UI Lock System', () => {
  it("shows the seed's parts: lock status, snapshots, component inventory and system status", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UI Lock System');
    for (const name of ['Lock Status', 'System Status', 'Create Snapshot', 'Component Inventory']) expect(region(name)).toBeInTheDocument();
    expect(within(region('Lock Status')).getByRole('status')).toHaveTextContent('Loading the lock…');
    expect(await within(region('Lock Status')).findByText('Unlocked')).toBeInTheDocument();
    expect(within(region('Lock Status')).getByRole('button', { name: 'Lock' })).toBeInTheDocument();
    expect(within(region('Lock Status')).queryByRole('button', { name: 'Unlock' })).toBeNull();
    expect(await within(region('Create Snapshot')).findByText('No snapshots yet')).toBeInTheDocument();
  });

  it('locks with the message and an end in South African time, then shows the lock and Unlock', async () => {
    let state = unlockedState;
    const fetchMock = renderPage({
      'GET /api/admin/maintenance': () => json(state),
      'POST /api/admin/maintenance/lock': () => {
        state = lockedState;
        return json({ message: 'Site locked: only admins can make changes', state: lockedState });
      },
    });
    const card = region('Lock Status');
    const message = await within(card).findByLabelText('Message shown to everyone');
    expect(message).toHaveValue('Kusasa is being updated.');
    fireEvent.change(message, { target: { value: 'Results day maintenance' } });
    fireEvent.change(within(card).getByLabelText('Expected to end at (optional)'), { target: { value: '2030-01-01T10:00' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Site locked: only admins can make changes'));
    expect(sentTo(fetchMock, 'POST /api/admin/maintenance/lock')).toEqual([{ message: 'Results day maintenance', until: '2030-01-01T10:00:00+02:00' }]);
    expect(await within(card).findByText('Locked')).toBeInTheDocument();
    expect(card).toHaveTextContent('Expected to end at Jan 1, 10:00 AM.');
    expect(card).toHaveTextContent('Last changed Dec 31, 10:00 PM by Admin Person');
    expect(within(card).getByLabelText('Expected to end at (optional)')).toHaveValue('2030-01-01T10:00');
    expect(within(card).getByRole('button', { name: 'Update message' })).toBeInTheDocument();
  });

  it("refuses an empty message on the form and shows the server's reason for a bad end", async () => {
    const fetchMock = renderPage({
      'POST /api/admin/maintenance/lock': () => apiError(400, 'VALIDATION', 'Invalid input', {}, { until: 'The end time must be in the future' }),
    });
    const card = region('Lock Status');
    const message = await within(card).findByLabelText('Message shown to everyone');
    fireEvent.change(message, { target: { value: '   ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Lock' }));
    expect(await within(card).findByText('Enter the message everyone will see')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/admin/maintenance/lock')).toEqual([]);

    fireEvent.change(message, { target: { value: 'Back soon' } });
    fireEvent.change(within(card).getByLabelText('Expected to end at (optional)'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Lock' }));
    expect(await within(card).findByText('The end time must be in the future')).toBeInTheDocument();
    expect(within(card).getByText('Unlocked')).toBeInTheDocument();
  });

  it('unlocks', async () => {
    let state = lockedState;
    const fetchMock = renderPage({
      'GET /api/admin/maintenance': () => json(state),
      'POST /api/admin/maintenance/unlock': () => {
        state = { ...unlockedState, message: lockedState.message, changedBy: admin, changedAt: '2030-01-01T07:00:00.000Z' };
        return json({ message: 'Site unlocked: everyone can make changes again', state });
      },
    });
    const card = region('Lock Status');
    fireEvent.click(await within(card).findByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Site unlocked: everyone can make changes again'));
    expect(await within(card).findByText('Unlocked')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/admin/maintenance/unlock')).toHaveLength(1);
  });

  it('creates a snapshot, shows the diff before a restore and restores on confirmation', async () => {
    let snapshots: Snapshot[] = [];
    const fetchMock = renderPage({
      'GET /api/admin/snapshots': () => json({ snapshots }),
      'POST /api/admin/snapshots': () => {
        snapshots = [snapshot];
        return json({ message: 'Snapshot created', snapshot }, 201);
      },
      [`GET /api/admin/snapshots/${snapshot.id}/diff`]: () => json(diff),
      [`POST /api/admin/snapshots/${snapshot.id}/restore`]: () => json({ message: 'Snapshot restored', snapshot, restored: ['maintenance.message'] }),
    });
    const card = region('Create Snapshot');
    await within(card).findByText('No snapshots yet');
    fireEvent.click(within(card).getByRole('button', { name: 'Create Snapshot' }));
    expect(await within(card).findByText('Give the snapshot a name')).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText('Snapshot name'), { target: { value: 'Before results day' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Create Snapshot' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Snapshot created'));
    expect(sentTo(fetchMock, 'POST /api/admin/snapshots')).toEqual([{ label: 'Before results day' }]);
    expect(await within(card).findByText('Before results day')).toBeInTheDocument();
    expect(card).toHaveTextContent('by Admin Person · 1 setting');

    fireEvent.click(within(card).getByRole('button', { name: 'Restore Before results day' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Restore this snapshot? The settings below will change.')).toBeInTheDocument();
    const row = within(dialog).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Maintenance message');
    expect(row).toHaveTextContent('Now this');
    expect(row).toHaveTextContent('Back to that');
    expect(row).toHaveTextContent('Will change');
    expect(sentTo(fetchMock, `POST /api/admin/snapshots/${snapshot.id}/restore`)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Snapshot restored'));
    expect(sentTo(fetchMock, `POST /api/admin/snapshots/${snapshot.id}/restore`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no restore when the snapshot matches the current settings', async () => {
    renderPage({
      'GET /api/admin/snapshots': () => json({ snapshots: [snapshot] }),
      [`GET /api/admin/snapshots/${snapshot.id}/diff`]: () =>
        json({ ...diff, changes: 0, entries: [{ ...diff.entries[0], status: 'unchanged', snapshot: 'Now this' }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Before results day' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This snapshot matches the current settings.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toBeDisabled();
  });

  it("reports a route built from the web's route table, and filters", async () => {
    renderPage();
    const card = region('Component Inventory');
    expect(await within(card).findByText('2 of 3 routes built')).toBeInTheDocument();
    const rows = () => within(card).getAllByRole('row').slice(1);
    expect(rows().map((row) => row.textContent)).toEqual([
      '/HomeAnyoneBuilt',
      '/admin/ai-trainingAI TrainingAdminsComing soon',
      '/admin/analyticsAnalyticsAdminsBuilt',
    ]);
    fireEvent.change(within(card).getByLabelText('Show'), { target: { value: 'not-built' } });
    expect(rows().map((row) => row.textContent)).toEqual(['/admin/ai-trainingAI TrainingAdminsComing soon']);
  });

  it("falls back to the API's flags without the route table", async () => {
    renderPage({}, null);
    expect(await within(region('Component Inventory')).findByText('1 of 3 routes built')).toBeInTheDocument();
  });

  it('shows each system check, then live updates from the stream', async () => {
    renderPage();
    const card = region('System Status');
    expect(await within(card).findByText('PGlite · 1.3 ms')).toBeInTheDocument();
    expect(card).toHaveTextContent('3 waiting, oldest 2 min (document-check: 3)');
    expect(card).toHaveTextContent('Outbox · 2 waiting, 1 failed');
    expect(card).toHaveTextContent('Simulator (no real money)');
    expect(card).toHaveTextContent('built-in');
    expect(card).toHaveTextContent('2 h 5 min');
    expect(within(card).getByText('Document storage').parentElement).toHaveTextContent('Unreachable');
    expect(card).toHaveTextContent('Refreshed every 15 seconds');

    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/admin/system-status/stream');
    source.open();
    expect(card).toHaveTextContent('Live: refreshed every 5 seconds');
    source.send('status', { ...status, version: '1.5.0', storage: { status: 'ok', kind: 'disk', latencyMs: 0.5 } });
    expect(await within(card).findByText('1.5.0')).toBeInTheDocument();
    expect(within(card).getByText('Document storage').parentElement).toHaveTextContent('OK');
  });

  it('says when a part could not be loaded and tries again', async () => {
    let fail = true;
    renderPage({ 'GET /api/admin/route-inventory': () => (fail ? apiError(500, 'INTERNAL', 'Something went wrong') : json(inventory)) });
    const card = region('Component Inventory');
    expect(await within(card).findByRole('alert')).toHaveTextContent('Could not load this.');
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('2 of 3 routes built')).toBeInTheDocument();
  });
});
