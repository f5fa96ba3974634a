import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanId } from '@kusasa/domain/rules/plans';
import { downloadBlob } from '../../../lib/download';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, mockApi } from '../../../test/api-mock';
import { ApplicationPdfButton } from './application-pdf-button';

// The branded PDF's button (issue 31): Essential and up download it; Starter is shown which plan has it.

const ID = '0e6f9d3a-4444-4444-8444-444444444444';
const URL_OF_PDF = `GET /api/applications/${ID}/pdf`;
const renderButton = (planId: PlanId) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ApplicationPdfButton applicationId={ID} title="BSc Computer Science" planId={planId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// jsdom saves no files: the download itself is lib/download's, checked by what it is handed.
vi.mock('../../../lib/download', () => ({ downloadBlob: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadBlob).mockClear();
});

describe('ApplicationPdfButton', () => {
  it('downloads the PDF, saying so while it is prepared', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({ [URL_OF_PDF]: () => new Promise<Response>((resolve) => (finish = resolve)) });
    renderButton('essential');
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF: BSc Computer Science' }));
    expect(await screen.findByRole('button', { name: 'Preparing PDF...: BSc Computer Science' })).toBeDisabled();
    finish(new Response(new Blob(['%PDF-1.3']), { status: 200, headers: { 'content-type': 'application/pdf' } }));
    expect(await screen.findByRole('button', { name: 'Download PDF: BSc Computer Science' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'kusasa-application.pdf');
  });

  it('shows the server’s reason when the PDF is refused', async () => {
    mockApi({ [URL_OF_PDF]: () => apiError(409, 'CONFLICT', 'Only a submitted application has a PDF. Submit it first.') });
    renderButton('pro-ai');
    fireEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
    expect(await screen.findByText('Only a submitted application has a PDF. Submit it first.')).toBeInTheDocument();
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it('shows Starter which plan has branded PDFs instead of the button', () => {
    const fetchMock = mockApi({});
    renderButton('starter');
    expect(screen.queryByRole('button', { name: /Download PDF/ })).not.toBeInTheDocument();
    expect(screen.getByText('Branded PDFs come with Essential.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
