import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AiInsights, KnowledgeEntry } from '@kusasa/domain/schemas/assistant/knowledge';
import { toast } from '../../lib/toast';
import { type Handler, apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import AiTrainingPage from './ai-training-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const insights: AiInsights = {
  since: '2026-02-01T00:00:00.000Z',
  total: 12,
  notSure: 2,
  lowConfidence: 3,
  helpful: 4,
  unhelpful: 1,
  topEntries: [{ entryId: 'what-is-aps', title: 'What an APS is', count: 5 }],
  intents: [],
};
const entry: KnowledgeEntry = {
  id: 'starter-free',
  title: 'The Starter plan is free',
  question: 'Is Starter free?',
  category: 'Billing',
  sourceUrl: '/pricing',
  answer: 'Yes, Starter costs R0.',
  keywords: ['free', 'starter'],
  faq: true,
  status: 'active',
  origin: 'file',
  version: 0,
  updatedAt: null,
};
const QUESTION_ID = '00000000-0000-4000-8000-00000000b001';

function renderPage(handlers: Record<string, Handler> = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf({ userType: 'admin' }),
    'GET /api/admin/assistant/insights': () => json(insights),
    'GET /api/admin/assistant/questions': () =>
      json({
        questions: [
          {
            id: QUESTION_ID,
            question: 'can i pay with [phone]',
            kind: 'not-sure',
            intent: null,
            topEntryId: null,
            confidence: 0.1,
            helpful: null,
            provider: 'built-in',
            createdAt: '2026-03-01T08:00:00.000Z',
          },
        ],
      }),
    'GET /api/admin/assistant/knowledge': () => json({ entries: [entry] }),
    ...handlers,
  });
  renderRoutes(<Route path="/admin/ai-training" element={<AiTrainingPage title="AI Training" />} />, '/admin/ai-training');
  return fetchMock;
}

describe('AI Training', () => {
  it('shows the last 30 days and the questions learners asked, without names', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Training');
    expect(await screen.findByText('can i pay with [phone]')).toBeInTheDocument();
    expect(await screen.findByText('Most used entries: What an APS is (5)')).toBeInTheDocument();
    expect(screen.getByText(/^Answered "not sure" · confidence 10% · /)).toBeInTheDocument();
  });

  it('opens on the questions to review: "not sure" and unhelpful answers', async () => {
    const fetchMock = renderPage();
    expect(await screen.findByText('can i pay with [phone]')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/assistant/questions'));
    expect(asked[0]).toContain('filter=needs-review');
    expect(screen.getByRole('button', { name: 'To review' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('tries an entry against the held-out set before saving it, and shows the scores', async () => {
    const score = { total: 120, correct: 100, partly: 8, wrong: 4, notSure: 8, criticalWrong: 0, outOfScope: 10, outOfScopeHandled: 10 };
    const fetchMock = renderPage({
      'POST /api/admin/assistant/knowledge/trial': () => json({ available: true, before: score, after: { ...score, correct: 103, notSure: 5 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add entry for this question' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Paying by phone' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Billing' } });
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Pay by card or EFT through PayFast.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try against the held-out set' }));
    const result = await screen.findByRole('status', { name: 'Try against the held-out set' });
    expect(result).toHaveTextContent('Now: 100 of 120 correct (83%), 4 wrong, 8 not sure');
    expect(result).toHaveTextContent('With this change: 103 of 120 correct (86%), 4 wrong, 5 not sure');
    expect(sentTo(fetchMock, 'POST /api/admin/assistant/knowledge/trial')).toEqual([
      {
        entry: {
          title: 'Paying by phone',
          question: 'can i pay with [phone]',
          category: 'Billing',
          sourceUrl: '/faqs',
          answer: 'Pay by card or EFT through PayFast.',
          keywords: [],
          faq: true,
        },
      },
    ]);
    expect(sentTo(fetchMock, 'POST /api/admin/assistant/knowledge')).toEqual([]);
  });

  it('turns an unanswered question into a new entry, checked before it is sent', async () => {
    const fetchMock = renderPage({ 'POST /api/admin/assistant/knowledge': () => json({ ...entry, id: 'paying-by-phone', origin: 'stored', version: 1 }, 201) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add entry for this question' }));
    expect(screen.getByRole('tab', { name: 'Knowledge entries' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Question (as on /faqs)')).toHaveValue('can i pay with [phone]');
    fireEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(describedText(screen.getByLabelText('Title'))).toContain('Title is required');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Paying by phone' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Billing' } });
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Pay by card or EFT through PayFast.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Entry saved. Thandi uses it from now on.'));
    expect(sentTo(fetchMock, 'POST /api/admin/assistant/knowledge')).toEqual([
      {
        title: 'Paying by phone',
        question: 'can i pay with [phone]',
        category: 'Billing',
        sourceUrl: '/faqs',
        answer: 'Pay by card or EFT through PayFast.',
        keywords: [],
        faq: true,
      },
    ]);
  });

  it('edits an entry on the version shown, and shows a stale edit refused', async () => {
    const fetchMock = renderPage({
      'PUT /api/admin/assistant/knowledge/starter-free': () =>
        apiError(409, 'CONFLICT', 'Someone else changed this entry. Reload it and apply your change again.'),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Knowledge entries' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit entry The Starter plan is free' }));
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Yes, Starter is free forever.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this entry.');
    expect(sentTo(fetchMock, 'PUT /api/admin/assistant/knowledge/starter-free')).toEqual([
      {
        title: entry.title,
        question: entry.question,
        category: 'Billing',
        sourceUrl: '/pricing',
        answer: 'Yes, Starter is free forever.',
        keywords: ['free', 'starter'],
        faq: true,
        expectedVersion: 0,
      },
    ]);
  });

  it('retires an entry', async () => {
    const fetchMock = renderPage({
      'POST /api/admin/assistant/knowledge/starter-free/retire': () => json({ ...entry, status: 'retired', origin: 'edited', version: 1 }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Knowledge entries' }));
    const item = (await screen.findByRole('heading', { name: 'The Starter plan is free' })).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: 'Retire The Starter plan is free' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Entry retired. Thandi no longer uses it.'));
    expect(sentTo(fetchMock, 'POST /api/admin/assistant/knowledge/starter-free/retire')).toEqual([{ expectedVersion: 0 }]);
  });

  it('tries a question without counting or storing it', async () => {
    renderPage({
      'POST /api/admin/assistant/preview': () =>
        json({
          content: 'Yes, Starter costs R0.\n\nSource: The Starter plan is free (/pricing)',
          kind: 'knowledge',
          intent: null,
          confidence: 0.9,
          sources: [{ id: 'starter-free', title: 'The Starter plan is free', url: '/pricing', category: 'Billing' }],
          related: [],
        }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Try a question' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'is starter free' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try a question' }));
    const answer = await screen.findByRole('region', { name: 'Answer' });
    expect(answer).toHaveTextContent('knowledge · confidence 90% · starter-free');
    expect(within(answer).getByRole('link', { name: '/pricing' })).toBeInTheDocument();
  });

  it('offers Try again when the entries fail to load', async () => {
    renderPage({ 'GET /api/admin/assistant/knowledge': () => apiError(500, 'INTERNAL', 'boom') });
    fireEvent.click(screen.getByRole('tab', { name: 'Knowledge entries' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the knowledge entries');
  });
});
