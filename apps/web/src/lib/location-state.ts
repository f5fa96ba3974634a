// Navigation state the auth pages pass along: `from` (the page to return to after signing in)
// and `message` (a line to show on arrival, such as 'Password updated').

export interface AuthLocationState {
  from?: string;
  message?: string;
}

function field(state: unknown, name: keyof AuthLocationState): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export const rememberedFrom = (state: unknown): string | undefined => field(state, 'from');
export const arrivalMessage = (state: unknown): string | undefined => field(state, 'message');
