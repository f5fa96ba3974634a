import { coverageTexts } from '@kusasa/domain/catalogue-coverage-texts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { applicationErrorTexts as e, applicationFieldTexts as f, applicationPageTexts as t } from '@kusasa/domain/application-texts';
import type { Application, ApplicationList } from '@kusasa/domain/schemas/applications';
import { apiError, json, sessionOf } from '../../test/api-mock';
import { toast } from '../../lib/toast';
import { renderRoutes } from '../../test/render';
import ApplyPage from './apply-page';
import { DRAFT_STORAGE_KEY, loadQueue } from './draft-store';
import { learnerKeys } from '../../lib/query-keys';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const UCT = '0e6f9d3a-1111-4111-8111-111111111111';
const WITS = '0e6f9d3a-2222-4222-8222-222222222222';
const BSC = '0e6f9d3a-3333-4333-8333-333333333333';
const institution = (id: string, name: string) => ({
  id,
  slug: name,
  name,
  shortName: null,
  type: 'university',
  universitySubtype: null,
  province: 'Gauteng',
  city: null,
  website: null,
  description: null,
  email: null,
  phone: null,
});
const programme = {
  id: BSC,
  institutionId: UCT,
  name: 'BSc Computer Science',
  code: null,
  faculty: null,
  qualificationType: 'degree',
  studyMode: 'full-time',
  minAps: null,
  apsPackId: 'x',
  subjectMinimums: [],
  intakeYear: null,
  sourceUrl: null,
};
const submittedApp: Application = {
  id: '0e6f9d3a-4444-4444-8444-444444444444',
  clientId: '0e6f9d3a-5555-4555-8555-555555555555',
  institutionId: UCT,
  institutionName: 'University of Cape Town',
  programId: BSC,
  programName: 'BSc Computer Science',
  grade12Results: 'x',
  personalStatement: null,
  status: 'submitted',
  documentPath: null,
  document: null,
  submittedAt: '2026-03-01T08:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};
const starter = (used: number) => ({ planId: 'starter' as const, planName: 'Starter', max: 1, used, remaining: 1 - used });

type Sent = { method: string; url: string; body: unknown };
function renderApply(list?: ApplicationList) {
  return renderApplyWithClient(list).sent;
}

function renderApplyWithClient(list: ApplicationList = { applications: [], limit: starter(0) }, saveDraft?: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url, body });
      if (url === '/api/auth/session') return Promise.resolve(sessionOf()(undefined));
      if (url === '/api/profile') return Promise.resolve(json({ personal: { fullName: 'Thandi Nkosi', idNumber: '0001015800085' } }));
      if (url === '/api/institutions')
        return Promise.resolve(
          json({
            institutions: [
              institution(UCT, 'University of Cape Town'),
              { ...institution(WITS, 'Wits'), applyUrl: 'https://self-service.wits.ac.za', programmesNotPublished: 'Not in a source we could check.' },
            ],
          }),
        );
      if (url.startsWith('/api/programs')) return Promise.resolve(json({ programs: url.includes(UCT) ? [programme] : [] }));
      if (url === '/api/applications') return Promise.resolve(json(list));
      if (method === 'PUT' && url.startsWith('/api/applications/drafts/') && saveDraft) return Promise.resolve(saveDraft());
      if (method === 'PUT' && url.startsWith('/api/applications/drafts/'))
        return Promise.resolve(json({ ...submittedApp, status: 'draft', submittedAt: null, clientId: url.split('/').at(-1) }, 201));
      if (method === 'POST' && url === '/api/documents') return Promise.resolve(apiError(404, 'NOT_FOUND', 'Not found'));
      return Promise.reject(new Error(`unexpected request ${method} ${url}`));
    }),
  );
  const { client } = renderRoutes(<Route path="/apply" element={<ApplyPage title="Applications" />} />, '/apply');
  return { sent, client };
}

const program = () => screen.getByLabelText(t.program);
const university = () => screen.getByLabelText(t.university);

describe('ApplyPage', () => {
  it('prefills the read-only name and ID number from the profile', async () => {
    renderApply();
    await waitFor(() => expect(screen.getByLabelText(t.idNumber)).toHaveValue('0001015800085'));
    expect(screen.getByLabelText(t.fullName)).toHaveValue('Thandi Nkosi');
    expect(screen.getByLabelText(t.fullName)).toHaveAttribute('readonly');
  });

  it('lists programs of the chosen university and clears the program when the university changes', async () => {
    renderApply();
    expect(program()).toBeDisabled();
    expect(within(program()).getByRole('option')).toHaveTextContent(t.selectUniversityFirst);
    await screen.findByRole('option', { name: 'Wits' });
    fireEvent.change(university(), { target: { value: UCT } });
    expect(within(program()).getByRole('option')).toHaveTextContent(t.loadingPrograms);
    await screen.findByRole('option', { name: 'BSc Computer Science' });
    fireEvent.change(program(), { target: { value: BSC } });
    expect(program()).toHaveValue(BSC);
    fireEvent.change(university(), { target: { value: WITS } });
    await waitFor(() => expect(within(program()).getByRole('option')).toHaveTextContent(t.noPrograms));
    expect(program()).toHaveValue('');
    // No dead end: an institution without published programmes says where to apply (issue 26).
    expect(screen.getByRole('link', { name: coverageTexts.applyDirectlyAt('Wits') })).toHaveAttribute('href', 'https://self-service.wits.ac.za');
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({ values: { institutionId: WITS, programId: '' } });
  });

  it("shows the seed's messages for a missing field and sends nothing", async () => {
    const sent = renderApply();
    await waitFor(() => expect(screen.getByLabelText(t.idNumber)).toHaveValue('0001015800085'));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(f.grade12ResultsRequired)).toBeInTheDocument();
    expect(screen.getByText(f.universityRequired)).toBeInTheDocument();
    expect(screen.getByText(f.programRequired)).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('queues Save Draft while offline, shows the banner, and sends it when back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = renderApply();
    fireEvent.change(screen.getByLabelText(t.grade12Results), { target: { value: 'Maths 81%' } });
    fireEvent.click(screen.getByRole('button', { name: t.saveDraft }));
    expect(await screen.findByRole('button', { name: t.syncNow })).toBeInTheDocument();
    expect(screen.getByText(t.offlineTitle)).toBeInTheDocument();
    expect(loadQueue(localStorage)).toMatchObject([{ kind: 'draft', values: { grade12Results: 'Maths 81%' } }]);
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({ grade12Results: 'Maths 81%' });
    await waitFor(() => expect(loadQueue(localStorage)).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('button', { name: t.syncNow })).not.toBeInTheDocument());
  });

  it('keeps the saved draft and says so when the PDF upload fails', async () => {
    const sent = renderApply();
    fireEvent.change(screen.getByLabelText(t.grade12Results), { target: { value: 'Maths 81%' } });
    const pdf = new File(['%PDF-1.4'], 'results.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(t.document), { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: t.saveDraft }));
    expect(await screen.findByText(`${e.uploadFailed} Not found`)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(t.draftSaved, expect.anything());
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(sent.some((request) => request.method === 'POST' && request.url === '/api/documents')).toBe(true);
  });

  it('says why Save Draft failed while the site is locked for maintenance, and keeps what was typed', async () => {
    const lock = 'Results day: changes are paused until 10:00.';
    const maintenance = { locked: true, message: lock, until: null, since: '2026-03-11T06:00:00.000Z', overdue: false };
    const { sent } = renderApplyWithClient(undefined, () => apiError(503, 'MAINTENANCE', lock, { maintenance }));
    fireEvent.change(screen.getByLabelText(t.grade12Results), { target: { value: 'Maths 81%' } });
    fireEvent.click(screen.getByRole('button', { name: t.saveDraft }));
    expect(await screen.findByText(`${e.saveDraftFailed} ${lock}`)).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
    // Not queued as if offline (nothing would send it), and the typing is still on the device.
    expect(loadQueue(localStorage)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({ values: { grade12Results: 'Maths 81%' } });
    expect(screen.getByLabelText(t.grade12Results)).toHaveValue('Maths 81%');
  });

  it('refuses a file that is not a PDF before sending anything', async () => {
    renderApply();
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(t.document), { target: { files: [image] } });
    expect(await screen.findByText(f.documentPdfOnly)).toBeInTheDocument();
  });

  it('offers an upgrade instead of Submit at the plan cap', async () => {
    renderApply({ applications: [submittedApp], limit: starter(1) });
    const card = await screen.findByRole('region', { name: t.upgradeTitle });
    expect(within(card).getByRole('link', { name: t.upgradeAction })).toHaveAttribute('href', '/pricing');
    expect(within(card).getByText("You've used all 1 application on the Starter plan. Upgrade to apply to more programmes.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.submit })).not.toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
  });

  it('marks the cached dashboard stale once a draft is saved, so its journey and list show it', async () => {
    const { client } = renderApplyWithClient();
    client.setQueryData(learnerKeys.dashboard(), { cached: true });
    fireEvent.change(screen.getByLabelText(t.grade12Results), { target: { value: 'Maths 81%' } });
    fireEvent.click(screen.getByRole('button', { name: t.saveDraft }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t.draftSaved, expect.anything()));
    await waitFor(() => expect(client.getQueryState(learnerKeys.dashboard())?.isInvalidated).toBe(true));
  });
});
