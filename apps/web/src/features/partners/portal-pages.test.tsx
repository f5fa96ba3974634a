import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerPayment } from '@kusasa/domain/schemas/partners/payments';
import type { PartnerDashboard, PortalPartner } from '@kusasa/domain/schemas/partners/portal';
import type { TierConfig } from '@kusasa/domain/schemas/partners/tiers';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf, signedOut } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { PartnerCheckoutPage } from './checkout-page';
import PartnerDashboardPage from './dashboard-page';
import PartnerRegisterPage from './register-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const PARTNER_ID = '00000000-0000-4000-8000-0000000000a1';
const partner: PortalPartner = {
  id: PARTNER_ID,
  name: 'Karoo TVET College',
  type: 'tvet',
  tier: 'standard',
  status: 'pending',
  integrationStatus: 'pending',
  checklist: { mouUploaded: false, integrationDetails: false, apiTest: false, onboardingSession: false },
  integrationComplete: false,
  mouUploadedAt: null,
  contactPerson: null,
  contactEmail: 'lerato@karoo.edu.za',
  phone: null,
  website: null,
  organizationType: null,
  contractStartDate: null,
  contractEndDate: null,
  createdAt: '2026-03-11T12:05:00.000Z',
};
const tier: TierConfig = {
  id: '00000000-0000-4000-8000-0000000000d2',
  tier: 'standard',
  name: 'Standard',
  monthlyFeeCents: 500_000,
  maxApplications: 500,
  apiRateLimit: 5000,
  supportLevel: 'Priority',
  features: [],
  active: true,
  updatedAt: '2026-03-01T00:00:00.000Z',
};
const payment: PartnerPayment = {
  id: '00000000-0000-4000-8000-0000000000b1',
  partnerId: PARTNER_ID,
  amountCents: 500_000,
  paymentMethod: 'eft',
  status: 'paid',
  paymentDate: '2026-03-12',
  dueDate: '2026-03-12',
  invoiceNumber: 'INV-2026-000007',
  referenceNumber: 'KUS-ABC',
  source: 'checkout',
  createdAt: '2026-03-12T08:00:00.000Z',
};
const gates: Record<PartnerDashboard['gate'], PartnerDashboard> = {
  'no-partner': { gate: 'no-partner' },
  'payment-required': { gate: 'payment-required', partner, tier, payments: [] },
  active: { gate: 'active', partner: { ...partner, status: 'active' }, tier, payments: [payment], applicationsOverview: { available: false } },
};

describe('/partner-dashboard', () => {
  const render = (handlers: Record<string, Handler>, entry = '/partner-dashboard') => {
    mockApi({ 'GET /api/auth/session': sessionOf({ userType: 'institution' }), ...handlers });
    renderRoutes(<Route path="/partner-dashboard" element={<PartnerDashboardPage title="Partner Dashboard" />} />, entry);
  };

  it('shows loading, then the register prompt when the account has no partner record', async () => {
    render({ 'GET /api/partner/dashboard': () => json(gates['no-partner']) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your partnership...');
    expect(await screen.findByText('Register your organisation as a Kusasa partner to open your partner dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your organisation' })).toHaveAttribute('href', '/partner/register');
  });

  it('shows the payment prompt with the tier price and a link to /partner/checkout when not active', async () => {
    render({ 'GET /api/partner/dashboard': () => json(gates['payment-required']) });
    expect(await screen.findByText(/Your partnership is not active yet\. Pay your subscription by EFT or card/)).toBeInTheDocument();
    expect(screen.getByText(/Standard: R\s5\s000,00 per month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay subscription' })).toHaveAttribute('href', '/partner/checkout');
    expect(screen.queryByText(/Applications overview/)).not.toBeInTheDocument();
  });

  it('shows the active dashboard with where applications arrive, what the tier includes, and the payments', async () => {
    render({
      'GET /api/partner/dashboard': () =>
        json({ ...gates.active, tier: { ...tier, features: ['Applications inbox', 'Institution API, 600 requests a minute'] } }),
    });
    expect(await screen.findByText(/arrive in its applications inbox/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the applications inbox' })).toHaveAttribute('href', '/institutions/applications');
    expect(screen.getByText('Institution API, 600 requests a minute')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /INV-2026-000007/ })).toHaveTextContent(/R\s5\s000,00/);
    expect(screen.queryByRole('link', { name: 'Pay subscription' })).not.toBeInTheDocument();
  });

  it("reads one partner's dashboard for an admin (?partner=), and says 'Partner not found' for another's", async () => {
    render({ [`GET /api/partner/dashboard/${PARTNER_ID}`]: () => apiError(404, 'NOT_FOUND', 'Partner not found') }, `/partner-dashboard?partner=${PARTNER_ID}`);
    expect(await screen.findByText('Partner not found')).toBeInTheDocument();
    expect(screen.getByText('This partner either does not exist or could not be loaded.')).toBeInTheDocument();
  });

  it('offers Retry when the dashboard cannot load', async () => {
    render({ 'GET /api/partner/dashboard': () => apiError(500, 'INTERNAL', 'boom') });
    expect(await screen.findByText('Partner not found or unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/partner/register', () => {
  const render = (session: Handler, handlers: Record<string, Handler> = {}) => {
    const fetchMock = mockApi({ 'GET /api/auth/session': session, 'GET /api/partner-tiers': () => json({ tiers: [tier] }), ...handlers });
    renderRoutes(<Route path="/partner/register" element={<PartnerRegisterPage title="Partner Registration" />} />, '/partner/register');
    return fetchMock;
  };

  it('asks a signed-out visitor to sign in or create an organisation account', async () => {
    render(signedOut);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/partner/login');
    expect(screen.getByRole('link', { name: 'Register an institution' })).toHaveAttribute('href', '/institutions/register');
  });

  it('tells a learner account that partners sign in with an organisation account', async () => {
    render(sessionOf({ userType: 'student' }));
    expect(await screen.findByText('Please sign in with your institution, sponsor or NSFAS account.')).toBeInTheDocument();
  });

  it('registers the organisation with a priced tier and opens the dashboard', async () => {
    const fetchMock = render(sessionOf({ userType: 'institution', email: 'lerato@karoo.edu.za' }), {
      'POST /api/partner/register': () => json(gates['payment-required'], 201),
    });
    const tierSelect = await screen.findByLabelText('Tier');
    await waitFor(() => expect(screen.getByRole('option', { name: /Standard: R\s5\s000,00 per month/ })).toBeInTheDocument());
    expect(screen.getByLabelText('Contact Email')).toHaveValue('lerato@karoo.edu.za');
    fireEvent.click(screen.getByRole('button', { name: 'Register Partner' }));
    expect(await screen.findByText('Partner name must be at least 2 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Organisation Name'), { target: { value: 'Karoo TVET College' } });
    fireEvent.change(screen.getByLabelText('Partner Type'), { target: { value: 'tvet' } });
    fireEvent.change(tierSelect, { target: { value: 'standard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register Partner' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/partner-dashboard');
    expect(sentTo(fetchMock, 'POST /api/partner/register')).toEqual([
      expect.objectContaining({ name: 'Karoo TVET College', type: 'tvet', tier: 'standard', contactEmail: 'lerato@karoo.edu.za' }),
    ]);
  });
});

describe('/partner/checkout', () => {
  const render = (handlers: Record<string, Handler>, entry = '/partner/checkout') => {
    const redirect = vi.fn();
    const fetchMock = mockApi({ 'GET /api/auth/session': sessionOf({ userType: 'institution' }), ...handlers });
    renderRoutes(<Route path="/partner/checkout" element={<PartnerCheckoutPage title="Partner Checkout" redirectToProvider={redirect} />} />, entry);
    return { fetchMock, redirect };
  };

  it('shows the order and pays by EFT (the default) or card through the provider', async () => {
    const started = { paymentUrl: '/payfast-simulator/process', merchantReference: 'KUS-ABC', method: 'POST', fields: [{ name: 'amount', value: '5000.00' }] };
    const { fetchMock, redirect } = render({
      'GET /api/partner/dashboard': () => json(gates['payment-required']),
      'POST /api/partner/checkout': () => json(started),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order...');
    expect(await screen.findByRole('region', { name: 'Order Summary' })).toHaveTextContent('Standard');
    expect(screen.getByRole('radio', { name: /EFT/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Card/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay R\s5\s000,00$/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(started));
    expect(sentTo(fetchMock, 'POST /api/partner/checkout')).toEqual([{ paymentMethod: 'card' }]);
  });

  it('says an active partnership needs no payment, and shows the server refusing a checkout', async () => {
    render({ 'GET /api/partner/dashboard': () => json(gates.active) });
    expect(await screen.findByText('Your partnership is already active.')).toBeInTheDocument();
  });

  it('shows the result the provider returned the browser with: paid', async () => {
    const { fetchMock } = render(
      {
        'POST /api/partner/checkout/KUS-ABC/check': () =>
          json({
            merchantReference: 'KUS-ABC',
            status: 'paid',
            outcome: 'success',
            amountCents: 500_000,
            createdAt: '2026-03-12T08:00:00.000Z',
            paidAt: '2026-03-12T08:01:00.000Z',
            partnerStatus: 'active',
          }),
      },
      '/partner/checkout?m_payment_id=KUS-ABC',
    );
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText(/R\s5\s000,00 received/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Partner Dashboard' })).toHaveAttribute('href', '/partner-dashboard');
    expect(sentTo(fetchMock, 'POST /api/partner/checkout/KUS-ABC/check')).toHaveLength(1);
  });

  it('offers to try again after a cancelled or failed payment', async () => {
    render({}, '/partner/checkout?m_payment_id=KUS-ABC&cancelled=1');
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/partner/checkout');
  });
});
