import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it('shows the generic error fallback with a Refresh Page button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByText(shellTexts.errorBoundary.body)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
