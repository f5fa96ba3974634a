import { useCallback, useSyncExternalStore } from 'react';
import { DARK_QUERY, THEME_STORAGE_KEY, type Theme, applyTheme, currentTheme, readStoredTheme, resolveTheme, saveTheme, systemPrefersDark } from './theme';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Shows the stored choice, or the system's while there is none, and tells every toggle. */
function sync() {
  const next = resolveTheme(readStoredTheme(), systemPrefersDark());
  if (next !== currentTheme()) applyTheme(next);
  notify();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) sync();
  };
  media?.addEventListener('change', sync);
  window.addEventListener('storage', onStorage);
  // theme-init.js set the theme before first paint; should it not have run, set it now.
  if (resolveTheme(readStoredTheme(), systemPrefersDark()) !== currentTheme()) sync();
  return () => {
    listeners.delete(onChange);
    media?.removeEventListener('change', sync);
    window.removeEventListener('storage', onStorage);
  };
}

// A prerendered page is built without a browser, so its HTML shows the light theme's toggle; React
// hydrates with that and then renders the shown theme's, instead of reporting a mismatch.
const prerenderedTheme = (): Theme => 'light';

/** The shown theme, following the system until the user picks one (saved in localStorage). */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, () => currentTheme(), prerenderedTheme);
  const toggleTheme = useCallback(() => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    saveTheme(next);
    applyTheme(next);
    notify();
  }, []);
  return { theme, toggleTheme };
}
