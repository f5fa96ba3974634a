import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentReviewTexts as t } from '@kusasa/domain/document-review-texts';
import { type LearnerReview, type LearnerReviews, learnerReviewsSchema } from '@kusasa/domain/schemas/document-reviews';
import { json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ReviewsPage from './reviews-page';

const DOCUMENT_ID = '11111111-1111-4111-8111-111111111111';
const answered: LearnerReview = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'personal_statement',
  document: null,
  text: 'I want to study engineering.',
  question: null,
  status: 'answered',
  priority: true,
  askedAt: '2026-03-02T08:00:00.000Z',
  dueAt: '2026-03-04T15:00:00.000Z',
  overdue: false,
  answeredAt: '2026-03-03T09:00:00.000Z',
  comments: 'Say why engineering, with one example.',
  reviewerName: 'Sipho Mokoena',
};

function view(overrides: Partial<LearnerReviews['terms']> = {}, requests: LearnerReview[] = [answered]): LearnerReviews {
  return learnerReviewsSchema.parse({
    terms: {
      planId: 'pro-ai',
      terms: { maxOpen: 3, workingDays: 2, priority: true },
      openCount: 0,
      dueIfAskedNow: '2026-03-04T15:00:00.000Z',
      upgradeUrl: '/pricing',
      ...overrides,
    },
    documents: [{ id: DOCUMENT_ID, documentType: 'grade12Results', originalName: 'results.pdf' }],
    requests,
  });
}

const renderPage = (path = '/reviews') => renderRoutes(<Route path="/reviews" element={<ReviewsPage title="Document Reviews" />} />, path);

describe('/reviews', () => {
  it('asks about the document chosen from the link, with the question, and shows the promise', async () => {
    const fetchMock = mockApi({ 'GET /api/document-reviews': () => json(view()), 'POST /api/document-reviews': () => json(answered, 201) });
    renderPage(`/reviews?document=${DOCUMENT_ID}`);
    const form = await screen.findByRole('form', { name: t.ask.title });
    expect(screen.getByText(t.terms.priority('2 working days', 3))).toBeInTheDocument();
    expect(screen.getByText(/If you ask now, we promise an answer by Mar 4, 5:00 PM/)).toBeInTheDocument();
    expect(within(form).getByLabelText(t.ask.document)).toHaveValue(DOCUMENT_ID);
    fireEvent.change(within(form).getByLabelText(t.ask.question), { target: { value: 'Is it readable?' } });
    fireEvent.click(within(form).getByRole('button', { name: t.ask.submit }));
    expect(await within(form).findByText(t.ask.sent)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/document-reviews')).toEqual([{ kind: 'document', documentId: DOCUMENT_ID, question: 'Is it readable?' }]);
  });

  it('checks a pasted statement before sending it', async () => {
    const fetchMock = mockApi({ 'GET /api/document-reviews': () => json(view()) });
    renderPage();
    const form = await screen.findByRole('form', { name: t.ask.title });
    fireEvent.click(within(form).getByRole('button', { name: t.ask.submit }));
    expect(await within(form).findByText(t.ask.kindRequired)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(t.ask.kind), { target: { value: 'motivation_letter' } });
    fireEvent.change(within(form).getByLabelText(t.ask.text), { target: { value: 'Too short' } });
    fireEvent.click(within(form).getByRole('button', { name: t.ask.submit }));
    expect(await within(form).findByText(t.errors.textTooShort(100))).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/document-reviews')).toEqual([]);
  });

  it('shows the answer with its reviewer', async () => {
    mockApi({ 'GET /api/document-reviews': () => json(view()) });
    renderPage();
    const request = await screen.findByRole('article', { name: 'Personal statement' });
    expect(request).toHaveTextContent('Answered');
    expect(request).toHaveTextContent('Say why engineering, with one example.');
    expect(request).toHaveTextContent('Answered by Sipho Mokoena');
  });

  it('tells a Starter learner what it takes, with the plans, and offers no form', async () => {
    mockApi({ 'GET /api/document-reviews': () => json(view({ planId: 'starter', terms: null, dueIfAskedNow: null }, [])) });
    renderPage();
    expect(await screen.findByText(t.terms.unavailable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.terms.upgrade })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('form', { name: t.ask.title })).not.toBeInTheDocument();
    expect(screen.getByText(t.mine.empty)).toBeInTheDocument();
  });

  it('offers no form once the learner has reached their plan’s open requests', async () => {
    mockApi({ 'GET /api/document-reviews': () => json(view({ openCount: 3 })) });
    renderPage();
    expect(await screen.findByText(t.terms.limitReached(3))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: t.ask.title })).not.toBeInTheDocument();
  });
});
