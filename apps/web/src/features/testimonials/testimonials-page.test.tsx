import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { type Handler, json, mockApi, sentTo, sessionOf, signedOut } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import TestimonialsPage from './testimonials-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const STORY_ID = '00000000-0000-4000-8000-00000000c001';
const approved = {
  id: STORY_ID,
  displayName: 'Lerato M.',
  context: 'Grade 12 learner, Limpopo',
  story: 'I applied from my phone.',
  approvedAt: '2026-03-10T08:00:00.000Z',
};

function renderPage(handlers: Record<string, Handler>) {
  const fetchMock = mockApi({ 'GET /api/testimonials': () => json({ testimonials: [] }), ...handlers });
  renderRoutes(<Route path="/testimonials" element={<TestimonialsPage title="Learner Stories" />} />, '/testimonials');
  return fetchMock;
}

describe('Learner Stories', () => {
  it('says plainly that the stories are illustrative while no learner story is approved, and asks a visitor to sign in to share', async () => {
    renderPage({ 'GET /api/auth/session': signedOut });
    expect(await screen.findByText('No learner has shared a story yet.')).toBeInTheDocument();
    expect(screen.getByText(/They are not quotes from real people\./)).toBeInTheDocument();
    expect(screen.getAllByText(/^Illustrative story: /)).toHaveLength(3);
    expect(await screen.findByRole('link', { name: 'Sign in to share your story.' })).toHaveAttribute('href', '/login');
  });

  it('shows approved stories under the name the learner chose', async () => {
    renderPage({ 'GET /api/auth/session': signedOut, 'GET /api/testimonials': () => json({ testimonials: [approved] }) });
    expect(await screen.findByText('I applied from my phone.')).toBeInTheDocument();
    expect(screen.getByText('Lerato M., Grade 12 learner, Limpopo')).toBeInTheDocument();
  });

  it('tells a student without a submitted application to apply first', async () => {
    renderPage({ 'GET /api/auth/session': sessionOf(), 'GET /api/testimonials/mine': () => json({ eligible: false, testimonial: null }) });
    expect(await screen.findByText(/You can share your story once you have submitted an application\./)).toBeInTheDocument();
  });

  it('lets a student who applied share a story, checked first', async () => {
    const fetchMock = renderPage({
      'GET /api/auth/session': sessionOf(),
      'GET /api/testimonials/mine': () => json({ eligible: true, testimonial: null }),
      'PUT /api/testimonials/mine': () =>
        json({
          id: STORY_ID,
          displayName: 'Thandi N.',
          context: 'Grade 12, Gauteng',
          story: 'It was easy.',
          status: 'pending',
          createdAt: '2026-03-10T08:00:00.000Z',
        }),
    });
    const send = await screen.findByRole('button', { name: 'Send my story' });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByLabelText('Name to show')).toHaveFocus());
    expect(describedText(screen.getByLabelText('Your story'))).toContain('Please write your story');
    fireEvent.change(screen.getByLabelText('Name to show'), { target: { value: 'Thandi N.' } });
    fireEvent.change(screen.getByLabelText('About you'), { target: { value: 'Grade 12, Gauteng' } });
    fireEvent.change(screen.getByLabelText('Your story'), { target: { value: 'It was easy.' } });
    fireEvent.click(send);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thanks! Your story is waiting for approval.'));
    expect(sentTo(fetchMock, 'PUT /api/testimonials/mine')).toEqual([{ displayName: 'Thandi N.', context: 'Grade 12, Gauteng', story: 'It was easy.' }]);
  });

  it('lets an admin approve a waiting story', async () => {
    const fetchMock = renderPage({
      'GET /api/auth/session': sessionOf({ userType: 'admin' }),
      'GET /api/admin/testimonials': () => json({ testimonials: [{ ...approved, status: 'pending', createdAt: approved.approvedAt, reviewedAt: null }] }),
      [`POST /api/admin/testimonials/${STORY_ID}/review`]: () =>
        json({ ...approved, status: 'approved', createdAt: approved.approvedAt, reviewedAt: approved.approvedAt }),
    });
    const review = (await screen.findByRole('heading', { name: 'Stories waiting for approval' })).closest('section')!;
    fireEvent.click(await within(review).findByRole('button', { name: 'Approve the story by Lerato M.' }));
    await waitFor(() => expect(sentTo(fetchMock, `POST /api/admin/testimonials/${STORY_ID}/review`)).toEqual([{ status: 'approved' }]));
  });
});
