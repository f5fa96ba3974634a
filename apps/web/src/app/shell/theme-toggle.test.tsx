import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellTexts } from '@kusasa/domain/shell-texts';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { ThemeToggle } from './theme-toggle';

/** A controllable prefers-color-scheme media query. */
function mockSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(dark: boolean) {
      query.matches = dark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const html = document.documentElement;
// Both labels are in the button; the shown theme's class hides one by CSS, which jsdom has not.
const toggle = () => screen.getByRole('button', { name: /Switch to/ });

describe('ThemeToggle', () => {
  beforeEach(() => html.classList.remove('dark'));
  afterEach(() => html.classList.remove('dark'));

  it('follows the system until the user chooses', () => {
    const system = mockSystemTheme(true);
    render(<ThemeToggle />);
    expect(html).toHaveClass('dark');
    expect(toggle()).toBeInTheDocument();

    system.change(false);
    expect(html).not.toHaveClass('dark');
    expect(toggle()).toBeInTheDocument();
  });

  it('saves the choice, which then wins over the system', () => {
    const system = mockSystemTheme(true);
    render(<ThemeToggle />);
    fireEvent.click(toggle());
    expect(html).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    system.change(true);
    expect(html).not.toHaveClass('dark');

    fireEvent.click(toggle());
    expect(html).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it("names the button by the shown theme's label, the other hidden by the theme's class", () => {
    mockSystemTheme(false);
    render(<ThemeToggle />);
    expect(screen.getByText(shellTexts.theme.toDark)).toHaveClass('dark:hidden');
    expect(screen.getByText(shellTexts.theme.toLight)).toHaveClass('hidden', 'dark:inline');
  });

  it('starts from a stored choice', () => {
    mockSystemTheme(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<ThemeToggle />);
    expect(html).toHaveClass('dark');
  });
});
