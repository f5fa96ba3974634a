// Failures the seeds say are "logged only" (no message to the user), such as marking a notification
// read. They go to the browser console as warnings, and stay silent under Vitest, where any console
// output fails the test that caused it (src/test/setup.ts); tests assert on the outcome instead.

export function logFailure(what: string, error: unknown): void {
  if (import.meta.env.MODE === 'test') return;
  console.warn(`Kusasa: ${what}`, error);
}
