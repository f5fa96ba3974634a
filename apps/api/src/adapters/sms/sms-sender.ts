// Text messages to phones. The default adapter keeps them in memory and logs them (nothing leaves
// the machine); the SMPP adapter binds to a provider's SMSC. Neither retries: a send resolves with
// the provider's message id or rejects with an SmsSendError, and the outbox that calls it retries
// with backoff and shows what keeps failing to the admins.

export interface SmsMessage {
  /** E.164, as the domain's phone rules store it: '+27821234567'. */
  to: string;
  text: string;
  /** The caller's own id for the message (the outbox row), for the log and for matching. */
  reference: string;
}

export type DeliveryStatus = 'delivered' | 'failed' | 'unknown';

export interface DeliveryReceipt {
  /** The providerRef that send() returned for the message. */
  providerRef: string;
  status: DeliveryStatus;
  /** When the receipt arrived. */
  at: Date;
}

/** A message from a phone to us, such as STOP. */
export interface InboundSms {
  from: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<{ providerRef: string }>;
  onDeliveryReceipt(handler: (receipt: DeliveryReceipt) => void): void;
  onInbound(handler: (message: InboundSms) => void): void;
  close(): Promise<void>;
}

/** Why a send failed, in words an admin can act on; `code` names the SMPP status when the provider gave one. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
