import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import MeetThandiPage from './meet-thandi-page';

describe('Meet Thandi', () => {
  it('lists the capability items per plan (3, 4, 4) with the questions a day, and starts a chat', () => {
    render(
      <MemoryRouter>
        <MeetThandiPage title="Meet Thandi" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meet Thandi');
    const tiers = screen.getByRole('heading', { name: 'What Thandi does on each plan' }).closest('section')!;
    const cards = within(tiers)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li')!);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Starter', 'Essential', 'Pro + AI']);
    expect(cards.map((card) => within(card).getAllByRole('listitem').length)).toEqual([3, 4, 4]);
    expect(cards[0]).toHaveTextContent('3 questions a day');
    expect(screen.getByRole('link', { name: 'Chat with Thandi' })).toHaveAttribute('href', '/thandi');
  });
});
