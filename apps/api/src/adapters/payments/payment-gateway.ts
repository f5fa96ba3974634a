import type { PaymentsConfig } from '../../config.ts';
import { createSimulatorLedger, SIMULATOR_CREDENTIALS, SIMULATOR_PROCESS_PATH, type SimulatorLedger } from './simulator/simulator-ledger.ts';
import {
  confirmWithPayfast,
  dnsResolver,
  fetchPost,
  isPayfastAddress,
  PAYFAST_HOSTS,
  PAYFAST_PROCESS_URLS,
  type HostResolver,
  type HttpPost,
} from './payfast.ts';

/** What the provider says about a payment: PayFast's ITN payment_status values. */
export type ProviderPaymentStatus = 'COMPLETE' | 'FAILED' | 'CANCELLED';

export interface ProviderResult {
  status: ProviderPaymentStatus;
  providerPaymentId: string;
  amountGrossCents: number;
  payerEmail: string | null;
}

// The payment provider as the payments feature sees it: PayFast (sandbox or live) or the
// built-in simulator. Both speak PayFast's protocol; they differ in where the browser goes,
// which notifications can be trusted and whether the provider can be asked about a payment.
export interface PaymentGateway {
  readonly provider: 'payfast' | 'simulator';
  readonly merchantId: string;
  readonly merchantKey: string;
  readonly passphrase: string | null;
  /** Where the browser posts the signed fields; `origin` is the Kusasa origin the browser is on. */
  processUrl(origin: string): string;
  /** Whether a notification from this address can be from the provider. */
  isTrustedSource(ip: string): Promise<boolean>;
  /** With PAYFAST_VALIDATE_REMOTE: the provider confirms the notification's data. */
  confirmNotification(paramString: string): Promise<boolean>;
  /** The provider's own record of a payment, when it can be asked (the simulator); null otherwise. */
  lookup(merchantReference: string): Promise<ProviderResult | null>;
  /** The simulator's ledger, for its pages; absent for PayFast. */
  readonly simulator?: SimulatorLedger;
}

export interface GatewayAdapters {
  resolveHost?: HostResolver;
  httpPost?: HttpPost;
  /** The simulator's ledger (tests record a payment the notification of which was lost). */
  simulatorLedger?: SimulatorLedger;
}

export function createPaymentGateway(config: PaymentsConfig, adapters: GatewayAdapters = {}): PaymentGateway {
  if (config.provider === 'simulator') {
    const ledger = adapters.simulatorLedger ?? createSimulatorLedger();
    return {
      provider: 'simulator',
      ...SIMULATOR_CREDENTIALS,
      processUrl: (origin) => `${origin}${SIMULATOR_PROCESS_PATH}`,
      // In-process: the simulator's notifications never cross the network.
      isTrustedSource: () => Promise.resolve(true),
      confirmNotification: () => Promise.resolve(true),
      lookup: (merchantReference) => Promise.resolve(ledger.get(merchantReference)),
      simulator: ledger,
    };
  }
  const resolveHost = adapters.resolveHost ?? dnsResolver;
  const httpPost = adapters.httpPost ?? fetchPost;
  return {
    provider: 'payfast',
    merchantId: config.merchantId,
    merchantKey: config.merchantKey,
    passphrase: config.passphrase,
    processUrl: () => PAYFAST_PROCESS_URLS[config.mode],
    isTrustedSource: (ip) => isPayfastAddress(ip, resolveHost),
    confirmNotification: (paramString) =>
      config.validateRemote ? confirmWithPayfast(PAYFAST_HOSTS[config.mode], paramString, httpPost) : Promise.resolve(true),
    // PayFast's query API needs API credentials and the network; the stored state stands until an ITN arrives.
    lookup: () => Promise.resolve(null),
  };
}
