import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_A_PROMISE } from '@kusasa/domain/funding-labels';
import { renderRoutes } from '../../test/render';
import FundingPage from './funding-page';
import { assessedReadiness, mockFunding } from './test-fixture';

const renderPage = () => renderRoutes(<Route path="/funding" element={<FundingPage title="Funding" />} />, '/funding');

describe('the funding outcome', () => {
  it('shows the one word, that it is not a promise, each reason and what would change it', async () => {
    mockFunding(
      assessedReadiness({
        assessment: {
          outcome: 'unlikely',
          ruleVersion: 'nsfas-2026.1',
          reasons: [
            { code: 'citizen', effect: 'supports', sources: ['N5'] },
            { code: 'income-above-limit', effect: 'rules-out', sources: ['N5'], limitRand: 350_000 },
            { code: 'private-only', effect: 'rules-out', sources: ['N7'] },
          ],
          assessedAt: '2026-11-20T23:30:00.000Z',
        },
      }),
    );
    renderPage();
    expect(await screen.findByTestId('funding-outcome')).toHaveTextContent(/^Unlikely$/);
    expect(screen.getByText(NOT_A_PROMISE)).toBeInTheDocument();

    const why = screen.getByRole('heading', { name: 'Why' }).nextElementSibling as HTMLElement;
    expect([...why.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'You are a South African citizen.',
      "Your household income is above NSFAS's R350,000 a year limit.",
      'NSFAS does not fund private colleges.',
    ]);
    const change = screen.getByRole('heading', { name: 'What would change it' }).nextElementSibling as HTMLElement;
    expect([...change.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'A combined gross household income of R350,000 a year or less, or a SASSA grant other than the COVID-19 SRD grant, would change this.',
      'Applying to a public university or public TVET college would make you eligible to apply.',
    ]);
    // 23:30 UTC is the next day in South Africa.
    expect(screen.getByText('Rule set nsfas-2026.1, assessed on 21 November 2026.')).toBeInTheDocument();
    // Applying on myNSFAS is offered for a likely or maybe outcome only.
    expect(screen.queryByRole('link', { name: /Apply on myNSFAS/ })).not.toBeInTheDocument();
  });

  it('says nothing stands in the way when no reason has a change', async () => {
    mockFunding(assessedReadiness());
    renderPage();
    expect(await screen.findByTestId('funding-outcome')).toHaveTextContent('Likely');
    expect(screen.getByText('Nothing in your answers stands in the way.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Apply on myNSFAS/ })).toHaveAttribute('href', 'https://my.nsfas.org.za/');
  });
});
