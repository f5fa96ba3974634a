import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { documentReviewTexts as t } from '@kusasa/domain/document-review-texts';
import { type QueueRow, type ReviewDetail, reviewDetailSchema, reviewQueueSchema } from '@kusasa/domain/schemas/document-reviews';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ReviewQueuePage from './review-queue-page';

const WAITING = '11111111-1111-4111-8111-111111111111';
const MINE = '22222222-2222-4222-8222-222222222222';
const row = (overrides: Partial<QueueRow>): QueueRow => ({
  id: WAITING,
  kind: 'document',
  documentType: 'grade12Results',
  planId: 'pro-ai',
  priority: true,
  status: 'waiting',
  askedAt: '2026-03-02T08:00:00.000Z',
  dueAt: '2026-03-04T15:00:00.000Z',
  minutesWaited: 3 * 1440 + 60,
  overdue: true,
  claimedByMe: false,
  claimedByName: null,
  ...overrides,
});
const mine = row({
  id: MINE,
  kind: 'motivation_letter',
  documentType: null,
  planId: 'essential',
  priority: false,
  status: 'in_review',
  overdue: false,
  claimedByMe: true,
  claimedByName: 'Test Person',
  minutesWaited: 90,
});
const detail: ReviewDetail = reviewDetailSchema.parse({
  ...mine,
  status: 'in_review',
  learnerName: 'Thandi Nkosi',
  documentName: null,
  hasDocument: false,
  text: 'I want to become a nurse because…',
  question: 'Is my opening strong?',
  comments: null,
  answeredAt: null,
});
const queue = reviewQueueSchema.parse({ requests: [row({}), mine], promise: { priorityDays: 2, standardDays: 5 }, canReleaseAny: false });

const renderPage = () => renderRoutes(<Route path="/counselors/reviews" element={<ReviewQueuePage title="Review Queue" />} />, '/counselors/reviews');

describe('the review queue page', () => {
  it('lists each request with its plan, waiting time and lateness, and says when another reviewer took it first', async () => {
    const fetchMock = mockApi({
      'GET /api/review-queue': () => json(queue),
      [`GET /api/review-queue/${MINE}`]: () => json(detail),
      [`POST /api/review-queue/${WAITING}/claim`]: () => apiError(409, 'CONFLICT', t.errors.alreadyClaimed),
    });
    renderPage();
    const first = await screen.findByRole('row', { name: 'Grade 12 Results' });
    expect(first).toHaveTextContent('Pro + AI');
    expect(first).toHaveTextContent('3 days 1 h');
    expect(first).toHaveTextContent(t.queue.overdue);
    const second = screen.getByRole('row', { name: 'Motivation letter' });
    expect(second).toHaveTextContent('Essential');
    expect(second).toHaveTextContent(t.queue.claimedByYou);
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(within(first).getByRole('button', { name: t.queue.claimFor('Grade 12 Results') }));
    expect(await screen.findByText(t.queue.alreadyClaimed)).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/review-queue/${WAITING}/claim`)).toHaveLength(1);
  });

  it('lets an admin give back a request another reviewer holds', async () => {
    const held = row({ status: 'in_review', claimedByName: 'Sipho Mokoena' });
    const fetchMock = mockApi({
      'GET /api/review-queue': () => json({ ...queue, requests: [held], canReleaseAny: true }),
      [`POST /api/review-queue/${WAITING}/release`]: () => new Response(null, { status: 204 }),
    });
    renderPage();
    const line = await screen.findByRole('row', { name: 'Grade 12 Results' });
    expect(line).toHaveTextContent(t.queue.claimedBy('Sipho Mokoena'));
    fireEvent.click(within(line).getByRole('button', { name: t.queue.releaseFor('Grade 12 Results') }));
    expect(await screen.findByText(t.queue.released)).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/review-queue/${WAITING}/release`)).toHaveLength(1);
  });

  it('opens a request the reviewer holds, checks the comments and sends the answer', async () => {
    const fetchMock = mockApi({
      'GET /api/review-queue': () => json(queue),
      [`GET /api/review-queue/${MINE}`]: () => json(detail),
      [`POST /api/review-queue/${MINE}/answer`]: () => json({ ...detail, status: 'answered', comments: 'Start with the clinic story.' }),
    });
    renderPage();
    const workspace = await screen.findByRole('region', { name: 'Motivation letter' });
    expect(await within(workspace).findByText('Thandi Nkosi')).toBeInTheDocument();
    expect(workspace).toHaveTextContent('Is my opening strong?');
    expect(workspace).toHaveTextContent('I want to become a nurse because…');
    fireEvent.click(within(workspace).getByRole('button', { name: t.queue.answer }));
    expect(await within(workspace).findByText(t.errors.commentsRequired)).toBeInTheDocument();
    fireEvent.change(within(workspace).getByLabelText(t.queue.comments), { target: { value: 'Start with the clinic story.' } });
    fireEvent.click(within(workspace).getByRole('button', { name: t.queue.answer }));
    expect(await screen.findByText(t.queue.answered)).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST /api/review-queue/${MINE}/answer`)).toEqual([{ comments: 'Start with the clinic story.' }]);
  });
});
