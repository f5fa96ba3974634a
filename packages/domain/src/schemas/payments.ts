// The payment contracts, one file per operation group in ./payments/ (decision 0351). This file
// only re-exports them, so imports written before the split keep working; new code imports the
// operation's own file, e.g. '@kusasa/domain/schemas/payments/create-payment'.
export * from './payments/payment-states.ts';
export * from './payments/create-payment.ts';
export * from './payments/payment-view.ts';
export * from './payments/subscription.ts';
export * from './payments/payment-recovery.ts';
export * from './payments/admin-payment-recovery.ts';
export * from './payments/payfast-notification.ts';
