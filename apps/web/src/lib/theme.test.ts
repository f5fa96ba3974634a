import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, applyTheme, currentTheme, parseTheme, readStoredTheme, resolveTheme } from './theme';

describe('theme preference', () => {
  it('follows the system when the user has not chosen', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });

  it('lets a stored choice win over the system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('accepts only light or dark from storage', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('system')).toBeNull();
    expect(parseTheme(null)).toBeNull();
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBeNull();
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('applies the theme as the dark class and color-scheme on the root', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(currentTheme(root)).toBe('dark');
    applyTheme('light', root);
    expect(root).not.toHaveClass('dark');
    expect(currentTheme(root)).toBe('light');
  });
});
