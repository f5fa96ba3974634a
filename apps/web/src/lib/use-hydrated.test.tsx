import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserValue } from './use-hydrated';

function Greeting({ read }: { read: () => string | null }) {
  const name = useBrowserValue(read, null);
  return <p>{name ? `Welcome back, ${name}` : 'Welcome'}</p>;
}

describe('useBrowserValue', () => {
  it('reads the browser at the first render of a page the browser renders', () => {
    const { container } = render(<Greeting read={() => 'Thandi'} />);
    expect(container.textContent).toBe('Welcome back, Thandi');
  });

  it('attaches to prerendered HTML without a mismatch, then shows what the browser kept, read once', () => {
    const read = vi.fn(() => 'Thandi');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Greeting read={() => 'never read while prerendering'} />);
    expect(container.textContent).toBe('Welcome');
    // A mismatch would be reported through console.error, which fails the test (test/setup.ts).
    const { rerender } = render(<Greeting read={read} />, { container, hydrate: true });
    expect(container.textContent).toBe('Welcome back, Thandi');
    rerender(<Greeting read={read} />);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
