import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import SponsorshipsPage from './sponsorships-page';

describe('Sponsorships (the ecosystem page)', () => {
  it('leads learners to Apply for Sponsorship and sponsors to Become a Sponsor', () => {
    renderRoutes(<Route path="/sponsorships" element={<SponsorshipsPage title="Sponsorships" />} />, '/sponsorships');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sponsorships');
    expect(screen.getByRole('link', { name: 'Apply for Sponsorship' })).toHaveAttribute('href', '/sponsorships/apply');
    expect(screen.getByRole('link', { name: 'Become a Sponsor' })).toHaveAttribute('href', '/sponsors/register');
    expect(screen.getByRole('link', { name: 'My Sponsorship Applications' })).toHaveAttribute('href', '/sponsorships/status');
    expect(screen.getByRole('link', { name: 'Sponsor sign in' })).toHaveAttribute('href', '/sponsors/login');
    expect(screen.getByText(/Never your ID number, email, phone or documents/)).toBeInTheDocument();
  });
});
