import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, sentTo } from '../../../test/api-mock';
import { describedText, renderRoutes } from '../../../test/render';
import FundingPage from '../funding-page';
import { APPEAL_ID, DOC_ID, assessedReadiness, mockFunding } from '../test-fixture';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const renderPage = () => renderRoutes(<Route path="/funding" element={<FundingPage title="Funding" />} />, '/funding');
const unsuccessful = { reference: 'NSF-12345', status: 'unsuccessful' as const, statusSetBy: 'nsfas' as const, statusChangedAt: '2026-11-10T08:00:00.000Z' };
const windowOpen = assessedReadiness({ nsfas: unsuccessful, appealWindow: { open: true, until: '2026-12-10' } });
const myDocuments = {
  documents: [
    {
      id: DOC_ID,
      documentType: 'fundingDocument',
      originalName: 'payslip.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 2048,
      verificationStatus: 'pending',
      verification: null,
      applicationId: null,
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-01T08:00:00.000Z',
    },
  ],
  automaticVerification: false,
  maxDocuments: null,
};

describe('appeals', () => {
  it('checks the reason, the explanation and a supporting document before submitting', async () => {
    const fetchMock = mockFunding(windowOpen, {
      'GET /api/documents': () => json(myDocuments),
      'POST /api/funding/appeals': () => json(windowOpen, 201),
    });
    renderPage();
    expect(await screen.findByText('You may appeal NSFAS’s decision until 10 December 2026.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Appeal' });
    await within(form).findByLabelText(/payslip\.pdf/);

    fireEvent.change(within(form).getByLabelText('Explain what happened'), { target: { value: 'Too short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit appeal' }));
    const reason = within(form).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(describedText(reason)).toBe('Choose an answer');
    expect(describedText(within(form).getByLabelText('Explain what happened'))).toContain('Explain in at least 20 characters');
    expect(within(screen.getByRole('group', { name: 'Supporting documents' })).getByText('Add at least one supporting document')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/funding/appeals')).toEqual([]);

    fireEvent.change(reason, { target: { value: 'income-changed' } });
    fireEvent.change(within(form).getByLabelText('Explain what happened'), { target: { value: 'My mother lost her job in October this year.' } });
    fireEvent.click(within(form).getByLabelText(/payslip\.pdf/));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit appeal' }));
    await waitFor(() =>
      expect(sentTo(fetchMock, 'POST /api/funding/appeals')).toEqual([
        { reason: 'income-changed', explanation: 'My mother lost her job in October this year.', documentIds: [DOC_ID] },
      ]),
    );
  });

  it('lists appeals with their status and note, and withdraws an open one', async () => {
    const appeal = {
      id: APPEAL_ID,
      reason: 'illness' as const,
      explanation: 'I was in hospital for three months.',
      documentIds: [DOC_ID],
      status: 'submitted' as const,
      decisionNote: null,
      submittedAt: '2026-11-12T08:00:00.000Z',
      decidedAt: null,
    };
    const fetchMock = mockFunding(assessedReadiness({ nsfas: unsuccessful, appeals: [appeal] }), {
      [`POST /api/funding/appeals/${APPEAL_ID}/withdraw`]: () =>
        json(assessedReadiness({ nsfas: unsuccessful, appeals: [{ ...appeal, status: 'withdrawn' }] })),
    });
    renderPage();
    expect(await screen.findByText('Appeal submitted')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Appeal' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw appeal' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw appeal' }));
    expect(await screen.findByText('Appeal withdrawn')).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/funding/appeals/${APPEAL_ID}/withdraw`)).toHaveLength(1);
  });
});
