import { z } from 'zod';
import { booleanFlag, ConfigError } from './env-support.ts';

// Payments: PayFast (sandbox or live) or the built-in simulator.

export const paymentsEnv = {
  // PayFast. With no merchant id and key the built-in PayFast simulator takes payments (the
  // default for development, tests and `npm start`); setting both switches to PayFast itself.
  PAYFAST_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the numeric merchant id from the PayFast dashboard')
    .optional(),
  PAYFAST_MERCHANT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, 'must be the merchant key from the PayFast dashboard')
    .optional(),
  PAYFAST_PASSPHRASE: z.string().max(100, 'must be at most 100 characters').optional(),
  PAYFAST_MODE: z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
  // Confirm each notification with PayFast's validate endpoint. Unset: on in live mode (PayFast's
  // integration requirements list it as a required check), off in the sandbox.
  PAYFAST_VALIDATE_REMOTE: booleanFlag.optional(),
  // In production the simulator would hand out paid plans for free, so it must be asked for.
  PAYFAST_SIMULATOR: booleanFlag.default(false),
};
type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnv>> & { NODE_ENV: 'development' | 'production' | 'test' };

/** Which payment provider takes payments: PayFast (sandbox or live) or the built-in simulator. */
export type PaymentsConfig =
  | { provider: 'simulator' }
  | { provider: 'payfast'; mode: 'sandbox' | 'live'; merchantId: string; merchantKey: string; passphrase: string | null; validateRemote: boolean };

export function paymentsConfig(e: PaymentsEnv): PaymentsConfig {
  const { PAYFAST_MERCHANT_ID: merchantId, PAYFAST_MERCHANT_KEY: merchantKey } = e;
  if (merchantId === undefined && merchantKey === undefined) {
    if (e.NODE_ENV === 'production' && !e.PAYFAST_SIMULATOR) {
      throw new ConfigError(
        'PAYFAST_MERCHANT_ID',
        'PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY must be set in production (or PAYFAST_SIMULATOR=true for a demo that takes no money)',
      );
    }
    return { provider: 'simulator' };
  }
  // One without the other is a half-finished setup: refuse it rather than fall back to the simulator.
  if (merchantId === undefined) throw new ConfigError('PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_ID must be set together with PAYFAST_MERCHANT_KEY');
  if (merchantKey === undefined) throw new ConfigError('PAYFAST_MERCHANT_KEY', 'PAYFAST_MERCHANT_KEY must be set together with PAYFAST_MERCHANT_ID');
  const validateRemote = e.PAYFAST_VALIDATE_REMOTE ?? e.PAYFAST_MODE === 'live';
  return { provider: 'payfast', mode: e.PAYFAST_MODE, merchantId, merchantKey, passphrase: e.PAYFAST_PASSPHRASE ?? null, validateRemote };
}

/** Said in the log at start: live PayFast whose notifications are not confirmed with PayFast (explicitly switched off). */
export function paymentsStartupWarning(payments: PaymentsConfig): string | undefined {
  if (payments.provider !== 'payfast' || payments.mode !== 'live' || payments.validateRemote) return undefined;
  return "PAYFAST_VALIDATE_REMOTE=false with PAYFAST_MODE=live: payment notifications are not confirmed with PayFast's validate endpoint, which PayFast's integration requirements list as a required check. Remove the setting (live mode turns it on) unless PayFast's validate endpoint cannot be reached from this server.";
}
