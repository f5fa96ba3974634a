import type { ProviderResult } from '../payment-gateway.ts';

// The simulator's own record of what it was asked to do, as PayFast keeps its own: a claim or
// a "check again" asks it, like one would ask PayFast, whether a payment went through even if
// its notification never arrived. In memory: the simulator is for development and tests.

export const SIMULATOR_PROCESS_PATH = '/payfast-simulator/process';

/** Fixed, public credentials: the simulator takes no real money, so they protect nothing. */
export const SIMULATOR_CREDENTIALS = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'kusasa-simulator' } as const;

export interface SimulatorLedger {
  get(merchantReference: string): ProviderResult | null;
  record(merchantReference: string, result: ProviderResult): void;
}

export function createSimulatorLedger(): SimulatorLedger {
  const entries = new Map<string, ProviderResult>();
  return {
    get: (merchantReference) => entries.get(merchantReference) ?? null,
    record: (merchantReference, result) => {
      entries.set(merchantReference, result);
    },
  };
}
