import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '@kusasa/domain/schemas/receipts';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { ReceiptsSection } from './receipts-section';

const receipt = (overrides: Partial<Receipt> = {}): Receipt => ({
  number: 'KR-000042',
  issuedAt: '2026-11-20T09:30:00.000Z',
  description: 'Kusasa Essential plan, this application season (once-off)',
  amountCents: 19_900,
  vatCents: null,
  taxInvoice: false,
  pdfUrl: '/api/receipts/KR-000042/pdf',
  ...overrides,
});

function renderSection(handler: () => Response) {
  mockApi({ 'GET /api/receipts': handler });
  renderRoutes(<Route path="/subscription" element={<ReceiptsSection />} />, '/subscription');
}

afterEach(() => vi.unstubAllGlobals());

describe('ReceiptsSection', () => {
  it('lists each receipt or tax invoice with its date, what was bought, the amount and its PDF', async () => {
    renderSection(() =>
      json({ receipts: [receipt({ number: 'KR-000043', taxInvoice: true, vatCents: 2_596, pdfUrl: '/api/receipts/KR-000043/pdf' }), receipt()] }),
    );
    const section = await screen.findByRole('region', { name: 'Receipts' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/KR-/).textContent)).toEqual(['Tax Invoice KR-000043', 'Receipt KR-000042']);
    expect(within(items[1]!).getByText(/20 November 2026 · Kusasa Essential plan/)).toHaveTextContent('R 199,00');
    expect(within(items[1]!).getByRole('link', { name: 'Download receipt KR-000042 (PDF)' })).toHaveAttribute('href', '/api/receipts/KR-000042/pdf');
  });

  it('says when there are none yet', async () => {
    renderSection(() => json({ receipts: [] }));
    expect(await screen.findByText('No receipts yet. Every payment you complete gets one here.')).toBeInTheDocument();
  });

  it('says when they cannot be loaded, and tries again', async () => {
    let calls = 0;
    renderSection(() => (++calls === 1 ? apiError(500, 'INTERNAL', 'An error occurred') : json({ receipts: [receipt()] })));
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Download receipt KR-000042 (PDF)' })).toBeInTheDocument();
  });
});
