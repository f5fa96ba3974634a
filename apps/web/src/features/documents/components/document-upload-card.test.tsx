import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Document, DocumentList } from '@kusasa/domain/schemas/documents';
import { toast } from '../../../lib/toast';
import { apiError, json, mockApi, type Handler } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { DocumentUploadCard } from './document-upload-card';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const ID = '11111111-1111-4111-8111-111111111111';

function doc(over: Partial<Document> = {}): Document {
  return {
    id: ID,
    documentType: 'grade12Results',
    originalName: 'results.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 1234,
    verificationStatus: 'pending',
    verification: null,
    applicationId: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...over,
  };
}

const list = (documents: Document[], automaticVerification = true): DocumentList => ({ documents, automaticVerification, maxDocuments: 20 });
const result = (over: Partial<NonNullable<Document['verification']>>) => ({
  status: 'approved' as const,
  confidence: 0.92,
  validationResults: [],
  failureReason: null,
  processingTimeMs: 40,
  extractedFields: {},
  ...over,
});

function renderCard(handlers: Record<string, Handler>, props: Partial<Parameters<typeof DocumentUploadCard>[0]> = {}) {
  const fetchMock = mockApi(handlers);
  renderRoutes(<Route path="/wizard" element={<DocumentUploadCard documentType="grade12Results" label="Grade 12 Results" required {...props} />} />, '/wizard');
  return fetchMock;
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText(/^(Choose|Replace) file \(Grade 12 Results\)$/), { target: { files: [file] } });
}

const pdfFile = (size = 10, name = 'results.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const uploads = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('DocumentUploadCard', () => {
  it('uploads a chosen file as form data and shows it pending verification', async () => {
    let documents: Document[] = [];
    const fetchMock = renderCard({
      'GET /api/documents': () => json(list(documents)),
      'POST /api/documents': () => {
        documents = [doc()];
        return json(doc(), 201);
      },
    });
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    choose(pdfFile());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Document uploaded'));
    const body = uploads(fetchMock)[0]![1]!.body as FormData;
    expect(body.get('documentType')).toBe('grade12Results');
    expect((body.get('file') as File).name).toBe('results.pdf');
    expect(await screen.findByText(/waiting for verification/)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('refuses a file over 1MB or of another type before sending it', async () => {
    const fetchMock = renderCard({ 'GET /api/documents': () => json(list([])) });
    await screen.findByText('Required');
    choose(pdfFile(1_048_577));
    expect(await screen.findByRole('alert')).toHaveTextContent('File is too large. The maximum size is 1MB.');
    choose(new File(['gif'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF, JPG or PNG files are accepted.');
    expect(uploads(fetchMock)).toHaveLength(0);
  });

  it('shows an upgrade card at the plan limit', async () => {
    renderCard({
      'GET /api/documents': () => json(list([])),
      'POST /api/documents': () =>
        apiError(403, 'PLAN_LIMIT', 'You have reached the 5 document limit of the Starter plan. Upgrade to upload more.', { upgradeUrl: '/pricing' }),
    });
    await screen.findByText('Required');
    choose(pdfFile());
    expect(await screen.findByText(/5 document limit of the Starter plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  });

  it('tells a signed-out visitor to log in', async () => {
    renderCard({
      'GET /api/documents': () => apiError(401, 'UNAUTHENTICATED', 'Authentication required'),
      'POST /api/documents': () => apiError(401, 'UNAUTHENTICATED', 'Authentication required'),
      'GET /api/auth/session': () => apiError(401, 'UNAUTHENTICATED', 'Authentication required'),
    });
    await screen.findByText('Required');
    choose(pdfFile());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You must be logged in to upload documents'));
  });

  it('shows an approved document with its confidence and offers the marks it read', async () => {
    const onUseMarks = vi.fn();
    const subjects = [{ name: 'Mathematics', mark: 78 }];
    renderCard(
      { 'GET /api/documents': () => json(list([doc({ verificationStatus: 'approved', verification: result({ extractedFields: { subjects } }) })])) },
      { onUseMarks },
    );
    expect(await screen.findByText('Verified with 92% confidence.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use these marks' }));
    expect(onUseMarks).toHaveBeenCalledWith(subjects);
  });

  it('shows the reason, guidance and Resubmit when a resubmission is needed', async () => {
    const reason = 'The results are incomplete: we found 3 subjects with marks and at least 6 are needed.';
    renderCard({
      'GET /api/documents': () =>
        json(
          list([
            doc({
              verificationStatus: 'request_resubmission',
              verification: result({ status: 'request_resubmission', failureReason: reason, confidence: 0.4 }),
            }),
          ]),
        ),
    });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Resubmission Required', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/Upload the complete document/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubmit' })).toBeInTheDocument();
  });

  it('says verification comes with a paid plan on Starter', async () => {
    renderCard({ 'GET /api/documents': () => json(list([doc()], false)) });
    expect(await screen.findByText(/comes with the Essential and Pro \+ AI plans/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade for automatic verification' })).toHaveAttribute('href', '/pricing');
  });

  it('opens the document through a signed link', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderCard({
      'GET /api/documents': () => json(list([doc()])),
      [`GET /api/documents/${ID}/link`]: () => json({ url: '/api/files/abc.123.sig', expiresAt: new Date().toISOString() }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Grade 12 Results' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/files/abc.123.sig'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('says when the documents cannot be loaded and loads them again on Try Again', async () => {
    let fail = true;
    renderCard({ 'GET /api/documents': () => (fail ? apiError(500, 'INTERNAL', 'Something went wrong') : json(list([doc()]))) });
    expect(await screen.findByText('Failed to load your documents')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('results.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load your documents')).not.toBeInTheDocument();
  });

  it("says 'Failed to upload document.' when the upload never reaches the server", async () => {
    renderCard({
      'GET /api/documents': () => json(list([])),
      'POST /api/documents': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await screen.findByText('Required')).toBeInTheDocument();
    choose(pdfFile());
    expect(await screen.findByText('Failed to upload document.')).toBeInTheDocument();
  });
});
