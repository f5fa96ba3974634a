import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf, signedOut } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import SupportPage from './support-page';

const SENT = {
  id: '00000000-0000-4000-8000-00000000a001',
  reference: 'SUP-00000000',
  message: 'Thanks, we received your message. Your reference is SUP-00000000. We reply within 24 hours.',
};

function renderSupport(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({ 'GET /api/auth/session': signedOut, 'POST /api/support': () => json(SENT, 201), ...handlers });
  renderRoutes(<Route path="/support" element={<SupportPage title="Support" />} />, '/support');
  return fetchMock;
}

const field = (name: string) => screen.getByLabelText(name);
function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

describe('Contact Us', () => {
  it('prefills the name and email of a signed-in user', async () => {
    renderSupport({ 'GET /api/auth/session': sessionOf({ fullName: 'Thandi Nkosi', email: 'thandi@example.com' }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    await waitFor(() => expect(field('Your name')).toHaveValue('Thandi Nkosi'));
    expect(field('Email address')).toHaveValue('thandi@example.com');
  });

  it('sends the message and shows the reference with the 24-hour promise', async () => {
    const fetchMock = renderSupport();
    fill({ 'Your name': 'Lerato', 'Email address': 'lerato@example.com', 'What is it about?': 'Billing', Subject: 'Refund', 'Your message': 'I paid twice.' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(SENT.message)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/support')).toEqual([
      { name: 'Lerato', email: 'lerato@example.com', category: 'Billing', subject: 'Refund', message: 'I paid twice.' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Subject')).toHaveValue('');
  });

  it('checks the fields before sending and focuses the first in error', async () => {
    const fetchMock = renderSupport();
    fill({ 'Email address': 'nope' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(field('Your name')).toHaveFocus());
    expect(describedText(field('Your name'))).toContain('Please enter your name');
    expect(describedText(field('Email address'))).toContain('Please enter a valid email address');
    expect(describedText(field('What is it about?'))).toContain('Please choose a topic');
    expect(describedText(field('Your message'))).toContain('Please enter your message');
    expect(sentTo(fetchMock, 'POST /api/support')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    renderSupport({ 'POST /api/support': () => apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.') });
    fill({ 'Your name': 'Lerato', 'Email address': 'lerato@example.com', 'What is it about?': 'Other', Subject: 'Hi', 'Your message': 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('says the message failed when the server fails', async () => {
    renderSupport({ 'POST /api/support': () => apiError(500, 'INTERNAL', 'boom') });
    fill({ 'Your name': 'Lerato', 'Email address': 'lerato@example.com', 'What is it about?': 'Other', Subject: 'Hi', 'Your message': 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send your message. Please try again.');
  });
});
