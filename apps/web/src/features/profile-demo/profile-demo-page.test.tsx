import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import ProfileDemoPage from './profile-demo-page';

describe('Profile Demo', () => {
  it('labels the sample card as a demo, toggles follow locally and counts the bio up to 160', () => {
    render(
      <MemoryRouter>
        <ProfileDemoPage title="Profile Demo" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(screen.getByText(/not a real person/)).toBeInTheDocument();
    const follow = screen.getByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(follow);
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Demo only: following is not saved and nobody is told.')).toBeInTheDocument();
    const bio = screen.getByLabelText('Bio');
    fireEvent.change(bio, { target: { value: 'Hi' } });
    expect(screen.getByText('2/160')).toBeInTheDocument();
    fireEvent.change(bio, { target: { value: 'x'.repeat(200) } });
    expect(bio).toHaveValue('x'.repeat(160));
    expect(screen.getByText('160/160')).toBeInTheDocument();
  });
});
