import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CERTIFICATION_RULE } from '@kusasa/domain/funding-labels';
import { json, sentTo } from '../../../test/api-mock';
import { describedText, renderRoutes } from '../../../test/render';
import FundingPage from '../funding-page';
import { DOC_ID, assessedReadiness, mockFunding } from '../test-fixture';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const renderPage = () => renderRoutes(<Route path="/funding" element={<FundingPage title="Funding" />} />, '/funding');
const linked = (certifiedOn: string, validUntil: string, stale: boolean) => ({
  id: DOC_ID,
  originalName: 'certified-id.pdf',
  verificationStatus: 'pending',
  uploadedAt: '2026-11-01T08:00:00.000Z',
  certifiedOn,
  validUntil,
  stale,
});
const uploaded = (documentType: string, originalName: string) => ({
  id: DOC_ID,
  documentType,
  originalName,
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  verificationStatus: 'pending',
  verification: null,
  applicationId: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});
const line = (name: string) => screen.getByRole('listitem', { name });

describe('the NSFAS checklist', () => {
  it('shows only the lines returned, how many are ready, the rule once, and warns of a stale certification', async () => {
    mockFunding(
      assessedReadiness({
        checklist: [
          { item: 'applicant-id', document: linked('2026-10-01', '2027-01-01', false) },
          { item: 'household-ids', document: { ...linked('2026-01-10', '2026-04-10', true), originalName: 'old-ids.pdf' } },
          { item: 'proof-of-income', document: null },
        ],
      }),
    );
    renderPage();
    expect(await screen.findByText('1 of 3 ready')).toBeInTheDocument();
    expect(screen.getAllByText(CERTIFICATION_RULE)).toHaveLength(1);
    const region = screen.getByRole('region', { name: 'Your NSFAS documents' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Your ID', 'IDs of your parents, guardian or spouse', 'Proof of income']);
    expect(screen.queryByRole('listitem', { name: 'Divorce decree' })).not.toBeInTheDocument();

    const id = line('Your ID');
    expect(within(id).getByText('Certified on: 1 October 2026 · Valid until: 1 January 2027')).toBeInTheDocument();
    expect(within(id).queryByText(/older than 3 months/)).not.toBeInTheDocument();
    expect(within(line('IDs of your parents, guardian or spouse')).getByText(/older than 3 months. NSFAS will not accept it/)).toBeInTheDocument();
    expect(within(line('Proof of income')).getByText('No document yet.')).toBeInTheDocument();
  });

  it('asks for a file and a certification date not in the future, then uploads and links the copy', async () => {
    const fetchMock = mockFunding(assessedReadiness(), {
      'POST /api/documents': () => json(uploaded('fundingDocument', 'ids.pdf'), 201),
      'PUT /api/funding/checklist/household-ids': () => json(assessedReadiness()),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload: IDs of your parents, guardian or spouse' }));
    const form = screen.getByRole('form', { name: 'Upload: IDs of your parents, guardian or spouse' });
    const file = within(form).getByLabelText('Certified copy (PDF, JPG or PNG, at most 1MB)');
    const date = within(form).getByLabelText('Date on the certification stamp');
    expect(file).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');

    fireEvent.click(within(form).getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(file).toHaveFocus());
    expect(describedText(file)).toBe('Choose a file');
    expect(describedText(date)).toBe('Enter the date on the stamp');

    fireEvent.change(file, { target: { files: [new File(['%PDF-1.4'], 'ids.pdf', { type: 'application/pdf' })] } });
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(describedText(date)).toBe('The date cannot be in the future'));
    expect(sentTo(fetchMock, 'POST /api/documents')).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2026-11-02' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(sentTo(fetchMock, 'PUT /api/funding/checklist/household-ids')).toEqual([{ documentId: DOC_ID, certifiedOn: '2026-11-02' }]));
    const upload = fetchMock.mock.calls.find(([url, init]) => url === '/api/documents' && init?.method === 'POST');
    expect((upload?.[1]?.body as FormData).get('documentType')).toBe('fundingDocument');
    await waitFor(() => expect(screen.queryByRole('form', { name: /Upload:/ })).not.toBeInTheDocument());
  });

  it('links the ID document already uploaded to the ID line', async () => {
    const fetchMock = mockFunding(assessedReadiness(), {
      'GET /api/documents': () => json({ documents: [uploaded('idDocument', 'my-id.pdf')], automaticVerification: false, maxDocuments: null }),
      'PUT /api/funding/checklist/applicant-id': () => json(assessedReadiness()),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload: Your ID' }));
    fireEvent.click(await screen.findByLabelText('Use the ID document you already uploaded (my-id.pdf)'));
    expect(screen.queryByLabelText('Certified copy (PDF, JPG or PNG, at most 1MB)')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date on the certification stamp'), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(sentTo(fetchMock, 'PUT /api/funding/checklist/applicant-id')).toEqual([{ documentId: DOC_ID, certifiedOn: '2026-11-02' }]));
    expect(sentTo(fetchMock, 'POST /api/documents')).toHaveLength(0);
  });

  it('removes a document from its line after asking', async () => {
    const withId = assessedReadiness({ checklist: [{ item: 'applicant-id', document: linked('2026-10-01', '2027-01-01', false) }] });
    const fetchMock = mockFunding(withId, { 'DELETE /api/funding/checklist/applicant-id': () => json(assessedReadiness()) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: Your ID' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sentTo(fetchMock, 'DELETE /api/funding/checklist/applicant-id')).toHaveLength(1));
    expect(await screen.findByText('0 of 2 ready')).toBeInTheDocument();
  });
});
