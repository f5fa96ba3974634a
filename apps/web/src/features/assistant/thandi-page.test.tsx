import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AskResponse, AssistantQuota, Exchange } from '@kusasa/domain/schemas/assistant/chat';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ThandiPage from './thandi-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const EXCHANGE_ID = '00000000-0000-4000-8000-00000000e001';
const NEW_ID = '00000000-0000-4000-8000-00000000e002';

const stored: Exchange = {
  id: EXCHANGE_ID,
  question: 'how do i reset my pasword',
  content: 'Use Forgot Password on the sign-in page.\n\nSource: Resetting a forgotten password (/forgot-password)',
  kind: 'knowledge',
  intent: null,
  sources: [{ id: 'forgot-password', title: 'Resetting a forgotten password', url: '/forgot-password', category: 'Account' }],
  provider: 'built-in',
  stopped: false,
  helpful: null,
  createdAt: '2026-03-01T08:00:00.000Z',
};

const quota = (remaining: number): AssistantQuota => ({
  planId: 'starter',
  planName: 'Starter',
  tier: 'basic',
  limit: 3,
  used: 3 - remaining,
  queriesRemaining: remaining,
  resetsAt: '2026-03-01T22:00:00.000Z',
});

const answer = (remaining: number): AskResponse => ({
  messageId: NEW_ID,
  content: 'APS is the Admission Point Score.\n\nSource: What is APS (/aps-calculator)',
  queriesRemaining: remaining,
  kind: 'knowledge',
  intent: null,
  sources: [{ id: 'what-is-aps', title: 'What is APS', url: '/aps-calculator', category: 'Applications' }],
  related: [],
  provider: 'built-in',
  createdAt: '2026-03-01T09:00:00.000Z',
});

/** A text/event-stream body of the given events, each written as its own chunk. */
function sse(events: [string, unknown][]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of events) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

function renderChat(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf(),
    'GET /api/assistant/messages': () => json({ exchanges: [stored] }),
    'GET /api/assistant/quota': () => json(quota(2)),
    ...handlers,
  });
  renderRoutes(<Route path="/thandi" element={<ThandiPage title="Chat with Thandi" />} />, '/thandi');
  return fetchMock;
}

const log = () => screen.getByRole('log', { name: 'Messages' });
const questionBox = () => screen.getByRole('textbox', { name: 'Ask Thandi a question...' });
function ask(text: string) {
  fireEvent.change(questionBox(), { target: { value: text } });
  fireEvent.keyDown(questionBox(), { key: 'Enter' });
}

describe('Chat with Thandi', () => {
  it('shows the welcome message, then the stored history with its sources linked, and the questions left today', async () => {
    renderChat();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Chat with Thandi');
    expect(within(log()).getByText(/Hi, I'm Thandi/)).toBeInTheDocument();
    expect(within(log()).getByRole('status')).toHaveTextContent('Loading your chat history...');
    expect(await within(log()).findByText('how do i reset my pasword')).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: '/forgot-password' })).toHaveAttribute('href', '/forgot-password');
    expect(await screen.findByText('2 of 3 questions left today on the Starter plan.')).toBeInTheDocument();
  });

  it('says there are no questions yet when the history is empty', async () => {
    renderChat({ 'GET /api/assistant/messages': () => json({ exchanges: [] }) });
    expect(await screen.findByText('No questions yet. Ask Thandi anything about applying.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Clear history/ })).not.toBeInTheDocument();
  });

  it('streams the answer in, then warns when 1 or fewer questions remain', async () => {
    const fetchMock = renderChat({
      'POST /api/assistant/messages/stream': () =>
        sse([
          ['delta', { text: 'APS is the ' }],
          ['delta', { text: 'Admission Point Score.' }],
          ['done', answer(1)],
        ]),
    });
    await within(log()).findByText('how do i reset my pasword');
    ask('  what is APS  ');
    expect(await within(log()).findByText('what is APS')).toBeInTheDocument();
    expect(await within(log()).findByText(/APS is the Admission Point Score\./)).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: '/aps-calculator' })).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/assistant/messages/stream')).toEqual([{ message: 'what is APS' }]);
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Only 1 queries remaining today.'));
    expect(screen.getByText('Only 1 queries remaining today.')).toBeInTheDocument();
    expect(questionBox()).toHaveValue('');
  });

  it('never sends an empty or whitespace-only message', async () => {
    const fetchMock = renderChat();
    await within(log()).findByText('how do i reset my pasword');
    ask('   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(sentTo(fetchMock, 'POST /api/assistant/messages/stream')).toEqual([]);
  });

  it("shows 'Rate Limit Reached' with the server's reason when the day's questions are used up", async () => {
    const limitMessage = "You have used all 3 of today's questions on the Starter plan. Ask again after midnight, or read the answers at /faqs.";
    renderChat({
      'POST /api/assistant/messages/stream': () =>
        apiError(429, 'DAILY_LIMIT', limitMessage, { queriesRemaining: 0, limit: 3, resetsAt: '2026-03-01T22:00:00.000Z' }),
    });
    await within(log()).findByText('how do i reset my pasword');
    ask('what is APS');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Rate Limit Reached', { description: limitMessage }));
    expect(within(log()).getByText(/You have used all 3 of today's questions/)).toBeInTheDocument();
    expect(screen.getByText('Only 0 queries remaining today.')).toBeInTheDocument();
  });

  it("replies 'Sorry, I'm having trouble responding right now.' with the reason when no answer comes", async () => {
    renderChat({ 'POST /api/assistant/messages/stream': () => apiError(500, 'INTERNAL', 'Something went wrong on our side.') });
    await within(log()).findByText('how do i reset my pasword');
    ask('what is APS');
    expect(await within(log()).findByText("Sorry, I'm having trouble responding right now. Something went wrong on our side.")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to get response from AI', { description: 'Something went wrong on our side.' });
  });

  it('shows the reason of an error event that ends a stream', async () => {
    renderChat({
      'POST /api/assistant/messages/stream': () =>
        sse([
          ['delta', { text: 'APS' }],
          ['error', { code: 'INTERNAL', message: 'Failed to get response from AI' }],
        ]),
    });
    await within(log()).findByText('how do i reset my pasword');
    ask('what is APS');
    expect(await within(log()).findByText("Sorry, I'm having trouble responding right now. Failed to get response from AI")).toBeInTheDocument();
  });

  it("says 'Please log in to use Thandi AI' when the session is gone", async () => {
    renderChat({ 'POST /api/assistant/messages/stream': () => apiError(401, 'UNAUTHENTICATED', 'Authentication required') });
    await within(log()).findByText('how do i reset my pasword');
    ask('what is APS');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please log in to use Thandi AI'));
  });

  it('stops an answer that is being written and keeps what arrived, marked Stopped.', async () => {
    let push: (text: string) => void = () => undefined;
    renderChat({
      'POST /api/assistant/messages/stream': () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(encoder.encode(`event: delta\ndata: ${JSON.stringify({ text })}\n\n`));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    });
    await within(log()).findByText('how do i reset my pasword');
    ask('what is APS');
    const stop = await screen.findByRole('button', { name: 'Stop' });
    push('APS is the half');
    expect(await within(log()).findByText('APS is the half')).toBeInTheDocument();
    fireEvent.click(stop);
    expect(await within(log()).findByText('Stopped.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('marks an answer helpful and deletes a question with its answer', async () => {
    const fetchMock = renderChat({
      [`PUT /api/assistant/messages/${EXCHANGE_ID}/feedback`]: () => json({ id: EXCHANGE_ID, helpful: true }),
      [`DELETE /api/assistant/messages/${EXCHANGE_ID}`]: () => json({ deleted: 1 }),
    });
    await within(log()).findByText('how do i reset my pasword');
    fireEvent.click(within(log()).getByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(within(log()).getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true'));
    expect(sentTo(fetchMock, `PUT /api/assistant/messages/${EXCHANGE_ID}/feedback`)).toEqual([{ helpful: true }]);
    fireEvent.click(within(log()).getByRole('button', { name: 'Delete this question and answer' }));
    await waitFor(() => expect(within(log()).queryByText('how do i reset my pasword')).not.toBeInTheDocument());
  });

  it('clears the whole history', async () => {
    renderChat({ 'DELETE /api/assistant/messages': () => json({ deleted: 1 }) });
    await within(log()).findByText('how do i reset my pasword');
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your chat history was deleted.'));
    expect(within(log()).queryByText('how do i reset my pasword')).not.toBeInTheDocument();
  });

  it('offers Try again when the history fails to load', async () => {
    renderChat({ 'GET /api/assistant/messages': () => apiError(500, 'INTERNAL', 'Something went wrong on our side.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
