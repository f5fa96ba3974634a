/** Loads a page afresh (a full reload), so every part of the app reads the new account state. */
export function fullReload(path: string): void {
  window.location.assign(path);
}
