import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FUNDING_CONSENT_WORDING } from '@kusasa/domain/rules/funding-statuses';
import { apiError, json, sentTo } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import FundingPage from '../funding-page';
import { assessedReadiness, mockFunding } from '../test-fixture';

const renderPage = () => renderRoutes(<Route path="/funding" element={<FundingPage title="Funding" />} />, '/funding');
const card = (name: string) => screen.getByRole('article', { name });
const nsfasOn = assessedReadiness({
  consents: {
    nsfas: { given: true, version: FUNDING_CONSENT_WORDING.nsfas.version, givenAt: '2026-11-20T08:00:00.000Z' },
    sponsors: { given: false, version: null, givenAt: null },
  },
});

describe('sharing', () => {
  it('shows each exact wording and gives a consent with the version shown', async () => {
    const fetchMock = mockFunding(assessedReadiness(), { 'PUT /api/funding/consents/sponsors': () => json(assessedReadiness()) });
    renderPage();
    await screen.findByRole('heading', { name: 'Sharing' });
    expect(within(card('NSFAS staff')).getByText(FUNDING_CONSENT_WORDING.nsfas.text)).toBeInTheDocument();
    expect(within(card('Sponsors')).getByText(FUNDING_CONSENT_WORDING.sponsors.text)).toBeInTheDocument();
    expect(within(card('Sponsors')).getByText('Off')).toBeInTheDocument();

    fireEvent.click(within(card('Sponsors')).getByRole('button', { name: 'I agree: share: Sponsors' }));
    await waitFor(() => expect(sentTo(fetchMock, 'PUT /api/funding/consents/sponsors')).toEqual([{ version: FUNDING_CONSENT_WORDING.sponsors.version }]));
    expect(sentTo(fetchMock, 'PUT /api/funding/consents/nsfas')).toEqual([]);
  });

  it('withdraws a consent after a confirmation that says it takes effect at once', async () => {
    const fetchMock = mockFunding(nsfasOn, { 'DELETE /api/funding/consents/nsfas': () => json(assessedReadiness()) });
    renderPage();
    await screen.findByRole('heading', { name: 'Sharing' });
    const nsfas = card('NSFAS staff');
    expect(within(nsfas).getByText('On since 20 November 2026')).toBeInTheDocument();
    expect(within(nsfas).queryByRole('button', { name: /I agree/ })).not.toBeInTheDocument();

    fireEvent.click(within(nsfas).getByRole('button', { name: 'Withdraw: NSFAS staff' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing?' });
    expect(dialog).toHaveTextContent('It takes effect at once');
    expect(sentTo(fetchMock, 'DELETE /api/funding/consents/nsfas')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sentTo(fetchMock, 'DELETE /api/funding/consents/nsfas')).toHaveLength(1));
    expect(await screen.findByText('Sharing with NSFAS staff stopped. It took effect at once.')).toBeInTheDocument();
    expect(within(card('NSFAS staff')).getByText('Off')).toBeInTheDocument();
  });

  it('asks to read again when the wording changed (409)', async () => {
    mockFunding(assessedReadiness(), { 'PUT /api/funding/consents/nsfas': () => apiError(409, 'CONSENT_VERSION', 'Stale wording') });
    renderPage();
    await screen.findByRole('heading', { name: 'Sharing' });
    fireEvent.click(within(card('NSFAS staff')).getByRole('button', { name: 'I agree: share: NSFAS staff' }));
    expect(await screen.findByText('The wording has changed. Read it again and agree to the new wording.')).toBeInTheDocument();
  });
});
