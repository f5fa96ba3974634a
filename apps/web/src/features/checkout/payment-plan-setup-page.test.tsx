import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { renderRoutes } from '../../test/render';
import PaymentPlanSetupPage from './payment-plan-setup-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const renderSetup = (search: string) =>
  renderRoutes(<Route path="/payment-plan-setup" element={<PaymentPlanSetupPage title="Payment Plan Setup" />} />, `/payment-plan-setup${search}`);

const installments = () => screen.getByRole('group', { name: 'Number of installments' });

describe('/payment-plan-setup', () => {
  it('offers 2, 3, 4 or 6 installments, 4 by default, each rounded up to whole rand', () => {
    renderSetup('?plan=essential');
    const options = within(installments()).getAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual(['2', '3', '4', '6']);
    expect(within(installments()).getByRole('radio', { name: /^4 installments/ })).toBeChecked();
    // R199: 99,50 -> 100; 66,33 -> 67; 49,75 -> 50; 33,17 -> 34.
    const text = installments().textContent?.replace(/\s/g, ' ') ?? '';
    for (const amount of ['R 100,00', 'R 67,00', 'R 50,00', 'R 34,00']) expect(text).toContain(amount);
  });

  it('shows Pro + AI in installments of R300', () => {
    renderSetup('?plan=pro-ai');
    const text = installments().textContent?.replace(/\s/g, ' ') ?? '';
    for (const amount of ['R 150,00', 'R 100,00', 'R 75,00', 'R 50,00']) expect(text).toContain(amount);
  });

  it("requires a method: 'Please select a payment method'", () => {
    renderSetup('?plan=essential');
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Payment Plan' }));
    expect(screen.getByText('Please select a payment method')).toBeInTheDocument();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("only says 'Coming Soon' when submitted: nothing is charged", () => {
    renderSetup('?plan=essential');
    fireEvent.click(screen.getByRole('radio', { name: 'EFT' }));
    fireEvent.click(screen.getByRole('radio', { name: /^6 installments/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Payment Plan' }));
    expect(toast.info).toHaveBeenCalledWith('Coming Soon', { description: 'Payment plans will be available soon.' });
  });

  it.each(['', '?plan=starter', '?plan=gold'])('sends %s to /pricing', (search) => {
    renderSetup(search);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
  });
});
