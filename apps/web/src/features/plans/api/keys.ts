/** Query keys of the signed-in user's plan; invalidate planKeys.all after a purchase. */
export const planKeys = {
  all: ['plans'] as const,
  current: () => [...planKeys.all, 'current'] as const,
};
