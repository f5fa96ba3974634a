/** Query keys of payments, the subscription and payment recovery. */
export const paymentKeys = {
  all: ['payments'] as const,
  payment: (merchantReference: string) => [...paymentKeys.all, 'payment', merchantReference] as const,
  recovery: () => [...paymentKeys.all, 'recovery'] as const,
  subscription: () => [...paymentKeys.all, 'subscription'] as const,
};
