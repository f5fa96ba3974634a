import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import type { Dashboard } from '@kusasa/domain/schemas/dashboard';
import type { NotificationListResponse } from '@kusasa/domain/schemas/notifications';
import { apiError, json, mockApi, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { DASHBOARD_STALE_MS } from '../../features/dashboard/api/get-dashboard';
import DashboardPage from './dashboard-page';
import { learnerKeys, notificationKeys } from '../../lib/query-keys';
import { deadlineList } from '../../features/deadlines/test-fixture';

const steps = (statuses: string[]) =>
  ['personal', 'contact', 'address', 'education', 'documents', 'review'].map((id, index) => ({
    id,
    title: ['Personal Information', 'Contact Details', 'Address', 'Education', 'Document Upload', 'Review & Submit'][index],
    status: statuses[index],
  }));

const newLearner: Dashboard = {
  journey: {
    steps: steps(['completed', 'active', 'pending', 'pending', 'pending', 'pending']) as Dashboard['journey']['steps'],
    currentStep: 2,
    completedCount: 1,
  },
  welcome: { fullName: 'Thandi Nkosi', trackingId: 'KUS-7F3K9Q2D', planName: 'Starter' },
  profileCompletion: { percent: 30, missing: ['Phone number', 'Address'] },
  documents: [],
  documentBanner: null,
  applications: [],
};

const busyLearner: Dashboard = {
  ...newLearner,
  journey: {
    steps: steps(['completed', 'completed', 'completed', 'completed', 'error', 'completed']) as Dashboard['journey']['steps'],
    currentStep: 6,
    completedCount: 5,
  },
  documents: [
    {
      id: '00000000-0000-4000-8000-000000000011',
      documentType: 'idDocument',
      verificationStatus: 'approved',
      createdAt: '2026-03-02T08:00:00.000Z',
      required: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000012',
      documentType: 'proofOfResidence',
      verificationStatus: 'request_resubmission',
      createdAt: '2026-03-02T08:00:00.000Z',
      required: false,
    },
  ],
  documentBanner: { pending: 0, approved: 1, rejected: 0, needsResubmission: 1 },
  applications: [
    {
      id: '00000000-0000-4000-8000-000000000021',
      status: 'under-review',
      institutionName: 'University of Pretoria',
      programName: 'BSc (Computer Science)',
      createdAt: '2026-03-01T08:00:00.000Z',
      submittedAt: '2026-03-03T08:00:00.000Z',
    },
  ],
};

const noMarks = () => json({ hasMarks: false, source: null, sitting: null, score: null, countedSubjects: [], passType: null, packs: [] });

function renderDashboard(dashboard: Parameters<typeof mockApi>[0][string]) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf(),
    'GET /api/dashboard': dashboard,
    'GET /api/aps/me': noMarks,
    'GET /api/payment-recovery': () => json({ payments: [] }),
    'GET /api/deadlines': () => json(deadlineList()),
  });
  const view = renderRoutes(<Route path="/dashboard" element={<DashboardPage title="Dashboard" />} />, '/dashboard');
  return { fetchMock, ...view };
}

const dashboardCalls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([url]) => url === '/api/dashboard').length;

describe('DashboardPage', () => {
  it("shows a new learner's journey as an ordered list with each status in words", async () => {
    renderDashboard(() => json(newLearner));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Thandi Nkosi' })).toBeInTheDocument();
    const journey = screen.getByRole('region', { name: 'Your application journey' });
    const items = within(within(journey).getByRole('list')).getAllByRole('listitem');
    // The numbered marker is decorative (aria-hidden); the words say it all.
    expect(items.map((item) => item.querySelector('div')?.textContent)).toEqual([
      'Step 1Personal InformationCompleted',
      'Step 2Contact DetailsCurrent step',
      'Step 3AddressNot started',
      'Step 4EducationNot started',
      'Step 5Document UploadNot started',
      'Step 6Review & SubmitNot started',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(within(journey).getByText('1 of 6 steps completed')).toBeInTheDocument();
  });

  it('shows the tracking ID, plan, profile completion, empty applications and a checklist of what is not uploaded', async () => {
    renderDashboard(() => json(newLearner));
    expect(await screen.findByRole('textbox', { name: 'Your tracking ID' })).toHaveValue('KUS-7F3K9Q2D');
    expect(screen.getByRole('button', { name: 'Copy tracking ID' })).toBeInTheDocument();
    expect(screen.getByText('Your plan: Starter')).toBeInTheDocument();
    expect(screen.getByText('30% complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile-completion');
    expect(screen.getByText('You have not started an application yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an application' })).toHaveAttribute('href', '/apply');
    const checklist = screen.getByRole('region', { name: 'Document checklist' });
    expect(within(checklist).getByRole('listitem', { name: 'ID Document: Not uploaded' })).toHaveTextContent('Required');
    expect(within(checklist).getByRole('listitem', { name: 'Proof of Residence: Not uploaded' })).toHaveTextContent('Optional');
    expect(within(checklist).getByRole('listitem', { name: 'Grade 11 Results: Not uploaded' })).toBeInTheDocument();
    expect(within(checklist).getByRole('listitem', { name: 'Grade 12 Results: Not uploaded' })).toHaveTextContent('Required');
    expect(screen.queryByText('Document verification')).not.toBeInTheDocument();
    expect(await screen.findByText('Add your marks to see your APS')).toBeInTheDocument();
  });

  it("shows the learner's own documents, applications and the verification banner", async () => {
    renderDashboard(() => json(busyLearner));
    const checklist = await screen.findByRole('region', { name: 'Document checklist' });
    expect(within(checklist).getByRole('listitem', { name: 'ID Document: Approved' })).toBeInTheDocument();
    expect(within(checklist).getByRole('listitem', { name: 'Proof of Residence: Needs Resubmission' })).toBeInTheDocument();
    expect(within(checklist).getByRole('listitem', { name: 'Grade 12 Results: Not uploaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 approved, 0 pending, 0 rejected, 1 need resubmission');
    const applications = screen.getByRole('region', { name: 'My applications' });
    expect(within(applications).getByText('BSc (Computer Science)')).toBeInTheDocument();
    // The same status words as on /apply.
    expect(within(applications).getByText(applicationStatusLabels['under-review'])).toBeInTheDocument();
    expect(within(applications).getByText('Submitted 3 March 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').find((item) => item.textContent?.includes('Document Upload'))).toHaveTextContent('Needs attention');
  });

  it('sends the learner to the wizard while a profile step is open, and to /apply once only step 6 is left', async () => {
    const first = renderDashboard(() => json(newLearner));
    const toWizard = await screen.findByRole('link', { name: 'Continue your profile' });
    expect(toWizard).toHaveAttribute('href', '/profile-completion');
    first.unmount();

    const profileDone = {
      ...newLearner,
      journey: {
        steps: steps(['completed', 'completed', 'completed', 'completed', 'completed', 'active']) as Dashboard['journey']['steps'],
        currentStep: 6,
        completedCount: 5,
      },
    };
    renderDashboard(() => json(profileDone));
    const toApply = await screen.findByRole('link', { name: 'Continue to your applications' });
    expect(toApply).toHaveAttribute('href', '/apply');
    expect(screen.queryByRole('link', { name: 'Continue your profile' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let calls = 0;
    renderDashboard(() => (++calls === 1 ? apiError(500, 'INTERNAL', 'An error occurred') : json(newLearner)));
    expect(await screen.findByText('We could not load your dashboard.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Thandi Nkosi' })).toBeInTheDocument();
  });

  it('shows a loading state first', () => {
    renderDashboard(() => new Promise<Response>(() => {}));
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
  });

  it('loads again when a document notification arrives, and not for others', async () => {
    const { fetchMock, client } = renderDashboard(() => json(newLearner));
    await screen.findByRole('textbox', { name: 'Your tracking ID' });
    const notification = (id: string, relatedDocumentId: string | null) => ({
      id,
      title: 'Document Verified',
      message: 'Your ID Document was verified.',
      notificationType: 'success',
      isRead: false,
      relatedDocumentId,
      createdAt: '2026-03-02T08:00:00.000Z',
    });
    const list = (notifications: unknown[]) => ({ notifications, unreadCount: notifications.length }) as unknown as NotificationListResponse;
    client.setQueryData(notificationKeys.list(), list([]));
    client.setQueryData(notificationKeys.list(), list([notification('00000000-0000-4000-8000-000000000031', null)]));
    expect(dashboardCalls(fetchMock)).toBe(1);
    client.setQueryData(notificationKeys.list(), list([notification('00000000-0000-4000-8000-000000000032', '00000000-0000-4000-8000-000000000011')]));
    await waitFor(() => expect(dashboardCalls(fetchMock)).toBe(2));
  });
});

describe('the 2-minute cache', () => {
  it('keeps the dashboard for 2 minutes but loads it again after any change the learner makes', async () => {
    const { fetchMock, client } = renderDashboard(() => json(newLearner));
    await screen.findByRole('textbox', { name: 'Your tracking ID' });
    const query = client.getQueryCache().find({ queryKey: learnerKeys.dashboard() });
    expect(query?.isStale()).toBe(false);
    expect(DASHBOARD_STALE_MS).toBe(120_000);
    expect(dashboardCalls(fetchMock)).toBe(1);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve('saved') })
      .execute(undefined);
    await waitFor(() => expect(dashboardCalls(fetchMock)).toBe(2));
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new Error('no')) })
        .execute(undefined),
    ).rejects.toThrow();
    expect(dashboardCalls(fetchMock)).toBe(2);
  });
});

describe('DashboardPage next deadlines (issue 30)', () => {
  it('shows the next three dates with their countdowns and a link to all deadlines', async () => {
    renderDashboard(() => json(newLearner));
    const card = await screen.findByRole('region', { name: 'Next deadlines' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Wits closes: BSc Computer Science30 September 20261 day left',
      'NSFAS applications open for 20271 October 20262 days left',
      'Certified copy expires: Your ID5 October 20266 days left',
    ]);
    expect(within(card).getByRole('link', { name: 'See all deadlines' })).toHaveAttribute('href', '/deadlines');
  });
});

describe('DashboardPage for other account types', () => {
  it('gives counselors their caseload workspace (issue 29), never the learner dashboard', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionOf({ userType: 'consultant', fullName: 'Lerato Dube' }),
      'GET /api/counselor/me': () => json({ status: 'pending', reason: null, code: null, school: null, organization: 'Soweto High' }),
    });
    renderRoutes(<Route path="/dashboard" element={<DashboardPage title="Dashboard" />} />, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Your account is waiting for an administrator’s approval' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save school' })).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toBe(0);
  });

  it('gives NSFAS staff their workspace (issue 28), never the learner dashboard', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/session': sessionOf({ userType: 'nsfas', fullName: 'Lerato Dube' }),
      'GET /api/nsfas/me': () => json({ status: 'pending', reason: null, department: null, region: null }),
    });
    renderRoutes(<Route path="/dashboard" element={<DashboardPage title="Dashboard" />} />, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Your account is waiting for an administrator’s approval' })).toBeInTheDocument();
    expect(dashboardCalls(fetchMock)).toBe(0);
  });
});
