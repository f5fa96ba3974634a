import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import PartnerInquiryPage from './inquiry-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

function render(submit: Handler) {
  let issued = 0;
  const fetchMock = mockApi({
    'GET /api/partner-inquiries/form': () => json({ formToken: `token-${(issued += 1)}`, minFillSeconds: 3 }),
    'POST /api/partner-inquiries': submit,
  });
  renderRoutes(<Route path="/partner-inquiry" element={<PartnerInquiryPage title="Partner With Kusasa" />} />, '/partner-inquiry');
  return fetchMock;
}

async function fillRequired() {
  await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/partner-inquiries/form', expect.anything()));
  fireEvent.change(screen.getByLabelText('Institution Name'), { target: { value: 'Karoo TVET College' } });
  fireEvent.change(screen.getByLabelText('Institution Type'), { target: { value: 'tvet' } });
  fireEvent.change(screen.getByLabelText('Contact Name'), { target: { value: 'Pieter Botha' } });
  fireEvent.change(screen.getByLabelText('Contact Email'), { target: { value: 'pieter@karoo.edu.za' } });
}

describe('Partner inquiry', () => {
  it('offers the seed options and says what is missing, focusing the first field', async () => {
    const fetchMock = render(() => json({ message: 'Partnership inquiry submitted successfully!' }, 201));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partner With Kusasa');
    expect(screen.getByText(/We will reply within 24 hours\./)).toBeInTheDocument();
    const values = (label: string) => [...screen.getByLabelText<HTMLSelectElement>(label).options].map((option) => option.value).slice(1);
    expect(values('Institution Type')).toEqual(['university', 'tvet', 'private_college', 'school']);
    expect(values('Number of Students (optional)')).toEqual(['<1000', '1000-5000', '5000-10000', '10000+']);
    expect(values('Interested Tier (optional)')).toEqual(['basic', 'standard', 'premium', 'custom']);
    fireEvent.change(screen.getByLabelText('Contact Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Institution name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select an institution type')).toBeInTheDocument();
    expect(screen.getByText('Contact name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Institution Name')).toHaveFocus());
    expect(sentTo(fetchMock, 'POST /api/partner-inquiries')).toEqual([]);
  });

  it('sends the inquiry with its token and an empty hidden field, then thanks the institution', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = render(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fillRequired();
    fireEvent.change(screen.getByLabelText('Interested Tier (optional)'), { target: { value: 'custom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(json({ message: 'Partnership inquiry submitted successfully!' }, 201));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText('Partnership inquiry submitted successfully! We will reply within 24 hours.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Partnership inquiry submitted successfully!');
    expect(sentTo(fetchMock, 'POST /api/partner-inquiries')).toEqual([
      expect.objectContaining({
        institutionName: 'Karoo TVET College',
        institutionType: 'tvet',
        interestedTier: 'custom',
        studentCount: null,
        formToken: 'token-1',
      }),
    ]);
    expect(sentTo(fetchMock, 'POST /api/partner-inquiries')[0]).not.toHaveProperty('fax');
  });

  it("says 'Failed to submit inquiry. Please try again.' when sending fails, and keeps what was typed", async () => {
    render(() => apiError(500, 'INTERNAL', 'boom'));
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit inquiry. Please try again.');
    expect(toast.error).toHaveBeenCalledWith('Failed to submit inquiry. Please try again.');
    expect(screen.getByLabelText('Institution Name')).toHaveValue('Karoo TVET College');
  });

  it('fetches a new token when the form has expired', async () => {
    const fetchMock = render(() => apiError(400, 'VALIDATION', 'Invalid', {}, { formToken: 'This form has expired. Please try again.' }));
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This form has expired. Please try again.');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/partner-inquiries/form')).toHaveLength(2));
  });
});
