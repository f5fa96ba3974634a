// Runs before first paint: written into each prerendered page (the server's CSP allows it by its
// hash) and loaded from <head> by the shell.
// Keep in step with src/lib/theme.ts: stored choice 'light' | 'dark' under 'kusasa-theme',
// otherwise the system preference.
(function () {
  var theme;
  try {
    var stored = window.localStorage.getItem('kusasa-theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the system.
  }
  if (!theme) {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();
