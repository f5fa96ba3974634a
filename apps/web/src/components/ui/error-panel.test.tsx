import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ErrorPanelType } from '@kusasa/domain/pricing-texts';
import { renderRoutes } from '../../test/render';
import { ErrorPanel } from './error-panel';

const renderPanel = (type: ErrorPanelType) => renderRoutes(<Route path="/here" element={<ErrorPanel type={type} />} />, '/here');

describe('ErrorPanel', () => {
  it.each([
    [
      'sessionStorage',
      'Storage Issue Detected',
      'Unable to save your plan selection. This might be due to browser settings.',
      'Try Again',
      'Select Plan Again',
    ],
    ['network', 'Connection Problem', 'Connection issue detected. Please check your internet connection.', 'Retry Connection', 'Refresh Page'],
    ['payment', 'Payment Error', 'Payment processing failed. Please try again.', 'Try Payment Again', 'Back to Checkout'],
    ['authentication', 'Authentication Issue', 'Authentication failed. Please sign in again.', 'Sign In Again', 'Create New Account'],
    ['default', 'Something went wrong', 'An unexpected error occurred. Please try again.', 'Try Again', 'Go Home'],
  ] as const)('%s: %s', (type, title, message, primary, secondary) => {
    renderPanel(type);
    const panel = screen.getByRole('alert', { name: title });
    expect(panel).toHaveTextContent(message);
    expect(within(panel).getByRole('button', { name: primary })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: secondary })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'support@kusasa.example' })).toHaveAttribute('href', 'mailto:support@kusasa.example');
    expect(panel).toHaveTextContent('Monday to Friday 08:00-17:00 SAST');
  });

  it("shows the payment type's default details and goes Back to Checkout", () => {
    renderPanel('payment');
    expect(screen.getByText('Your payment information could not be processed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('sends Sign In Again to /login', () => {
    renderPanel('authentication');
    expect(screen.getByText('Your session may have expired.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In Again' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
