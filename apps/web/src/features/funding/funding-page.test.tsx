import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import FundingPage from './funding-page';
import { assessedReadiness, mockFunding } from './test-fixture';

const renderPage = () => renderRoutes(<Route path="/funding" element={<FundingPage title="Funding" />} />, '/funding');

describe('the funding page', () => {
  it('says so when the funding check cannot be loaded, and tries again', async () => {
    let answer = () => apiError(500, 'INTERNAL', 'An error occurred');
    mockFunding(assessedReadiness(), { 'GET /api/funding': () => answer() });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your funding check...');
    expect(await screen.findByText('Failed to load your funding check.')).toBeInTheDocument();
    answer = () => json(assessedReadiness());
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('funding-outcome')).toHaveTextContent('Likely');
  });

  it('shows sponsor invitations with a way to ask for sponsorship', async () => {
    mockFunding(
      assessedReadiness({
        invitations: [
          { id: '33333333-3333-4333-8333-333333333333', sponsorName: 'Ubuntu Trust', message: 'We fund engineers.', invitedAt: '2026-11-18T08:00:00.000Z' },
        ],
      }),
    );
    renderPage();
    const region = await screen.findByRole('region', { name: 'Sponsor invitations' });
    expect(within(region).getByText('Ubuntu Trust invited you')).toBeInTheDocument();
    expect(within(region).getByText('We fund engineers.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Ask for sponsorship' })).toHaveAttribute('href', '/sponsorships/apply');
  });

  it('lists the funding timeline newest first with its labels', async () => {
    mockFunding(assessedReadiness(), {
      'GET /api/funding/timeline': () =>
        json({
          events: [
            {
              id: 'e2',
              type: 'status-changed',
              actor: 'nsfas',
              fromStatus: 'evaluation',
              toStatus: 'approved',
              note: null,
              details: null,
              createdAt: '2026-11-22T08:00:00.000Z',
            },
            { id: 'e1', type: 'assessed', actor: 'system', fromStatus: null, toStatus: null, note: null, details: null, createdAt: '2026-11-20T08:00:00.000Z' },
          ],
        }),
    });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Funding timeline' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'NSFAS status changedEvaluation → Application approvedNSFAS · 22 November 2026',
      'Funding check updatedKusasa · 20 November 2026',
    ]);
  });

  it('says on the timeline how an appeal was decided', async () => {
    const decided = (id: string, decision: string) => ({
      id,
      type: 'appeal-decided',
      actor: 'nsfas',
      fromStatus: null,
      toStatus: null,
      note: 'Checked the payslips.',
      details: { appealId: '7d4a0a4e-3c43-4c38-9b5e-4f5b3a7e0c11', decision },
      createdAt: '2026-11-22T08:00:00.000Z',
    });
    mockFunding(assessedReadiness(), { 'GET /api/funding/timeline': () => json({ events: [decided('e2', 'dismissed'), decided('e1', 'upheld')] }) });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Funding timeline' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Appeal decidedAppeal dismissedChecked the payslips.NSFAS · 22 November 2026',
      'Appeal decidedAppeal upheldChecked the payslips.NSFAS · 22 November 2026',
    ]);
  });

  it('says so when the timeline fails', async () => {
    mockFunding(assessedReadiness(), { 'GET /api/funding/timeline': () => apiError(500, 'INTERNAL', 'An error occurred') });
    renderPage();
    expect(await screen.findByText('Failed to load your funding timeline.')).toBeInTheDocument();
  });
});
