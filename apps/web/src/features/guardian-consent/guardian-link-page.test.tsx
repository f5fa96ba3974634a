import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GUARDIAN_CONSENT, GUARDIAN_HOLDINGS, GUARDIAN_SHARED_WITH } from '@kusasa/domain/rules/guardian-consent';
import type { GuardianLinkView } from '@kusasa/domain/schemas/guardian-consent';
import { mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import GuardianLinkPage from './guardian-link-page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const view = (overrides: Partial<GuardianLinkView> = {}): GuardianLinkView => ({
  learnerFirstName: 'Thandi',
  guardianName: 'Nomsa Nkosi',
  status: 'pending',
  answeredAt: null,
  consent: { version: GUARDIAN_CONSENT.version, text: GUARDIAN_CONSENT.text },
  holdings: [...GUARDIAN_HOLDINGS],
  sharedWith: [...GUARDIAN_SHARED_WITH],
  ...overrides,
});
const TOKEN = 'a'.repeat(43);
const render = () =>
  renderRoutes(<Route path="/guardian-consent" element={<GuardianLinkPage title="Confirm Consent for a Learner Under 18" />} />, {
    pathname: '/guardian-consent',
    hash: `#token=${TOKEN}`,
  });

describe('GuardianLinkPage', () => {
  it('shows what is held and why, and confirms', async () => {
    const fetchMock = mockApi({
      [`GET /api/guardian-consent/links/${TOKEN}`]: () => json(view()),
      [`POST /api/guardian-consent/links/${TOKEN}`]: () => json(view({ status: 'confirmed', answeredAt: '2026-11-29T10:00:00.000Z' })),
    });
    render();
    expect(await screen.findByText(/Nomsa Nkosi, Thandi registered on Kusasa/)).toBeInTheDocument();
    expect(screen.getByText(GUARDIAN_HOLDINGS[0]!.what)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I confirm my consent' }));
    expect(await screen.findByText(/You confirmed your consent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw my consent' })).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/guardian-consent/links/${TOKEN}`)).toEqual([{ answer: 'confirm' }]);
  });

  it('says so when the link is not valid any more', async () => {
    mockApi({ [`GET /api/guardian-consent/links/${TOKEN}`]: () => json({ error: { code: 'NOT_FOUND', message: 'gone' } }, 404) });
    render();
    expect(await screen.findByText(/This link is not valid any more/)).toBeInTheDocument();
  });
});
