import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import AuthRedirectPage from './auth-redirect-page';

describe('AuthRedirectPage', () => {
  const cases: [string, boolean, string][] = [
    ['admin', false, '/admin/dashboard'],
    ['sponsor', false, '/sponsors/dashboard'],
    ['institution', false, '/institutions/dashboard'],
    ['student', false, '/verification-required'],
    ['nsfas', false, '/dashboard'],
    ['consultant', false, '/dashboard'],
    ['student', true, '/dashboard'],
    ['consultant', true, '/dashboard'],
  ];

  it.each(cases)('sends a %s (verified %s) to %s', async (userType, isVerified, target) => {
    mockApi({ 'GET /api/auth/session': sessionOf({ userType, isVerified }) });
    renderRoutes(<Route path="/auth-redirect" element={<AuthRedirectPage title="Taking You to Your Account" />} />, '/auth-redirect');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
  });
});
