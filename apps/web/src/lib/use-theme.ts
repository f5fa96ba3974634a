import { useCallback, useEffect, useState } from 'react';
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  type Theme,
  applyTheme,
  currentTheme,
  readStoredTheme,
  resolveTheme,
  saveTheme,
  systemPrefersDark,
} from './theme';

/** The shown theme, following the system until the user picks one (saved in localStorage). */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const [theme, setTheme] = useState<Theme>(() => {
    const initial = resolveTheme(readStoredTheme(), systemPrefersDark());
    if (initial !== currentTheme()) applyTheme(initial);
    return initial;
  });

  useEffect(() => {
    const sync = () => {
      const next = resolveTheme(readStoredTheme(), systemPrefersDark());
      applyTheme(next);
      setTheme(next);
    };
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) sync();
    };
    media?.addEventListener('change', sync);
    window.addEventListener('storage', onStorage);
    return () => {
      media?.removeEventListener('change', sync);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const toggleTheme = useCallback(() => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    saveTheme(next);
    applyTheme(next);
    setTheme(next);
  }, []);

  return { theme, toggleTheme };
}
