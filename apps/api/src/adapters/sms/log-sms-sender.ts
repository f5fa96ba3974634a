import type { FastifyBaseLogger } from 'fastify';
import { smsParts } from '@kusasa/domain/rules/sms-parts';
import type { DeliveryReceipt, InboundSms, SmsMessage, SmsSender } from './sms-sender.ts';

// The local default (development, tests, e2e, and any install without SMPP_HOST): every message is
// kept in memory and logged, and gets a ref as a provider would give it. Nothing leaves the machine.
// A test or the dev tools can play the provider: deliver() raises a receipt, receive() an inbound SMS.

export interface SentSms extends SmsMessage {
  providerRef: string;
  sentAt: Date;
  encoding: 'GSM-7' | 'UCS-2';
  parts: number;
}

export interface LogSmsSender extends SmsSender {
  /** What was sent, oldest first (the last 500). */
  readonly sent: readonly SentSms[];
  /** Raise a delivery receipt for a message sent here, as the provider would. */
  deliver(providerRef: string, status?: DeliveryReceipt['status']): void;
  /** Raise an inbound message, as if a phone had texted us. */
  receive(message: InboundSms): void;
}

const KEEP = 500;

export function createLogSmsSender(options: { log?: Pick<FastifyBaseLogger, 'info'>; clock?: () => Date } = {}): LogSmsSender {
  const clock = options.clock ?? (() => new Date());
  const sent: SentSms[] = [];
  const receiptHandlers: ((receipt: DeliveryReceipt) => void)[] = [];
  const inboundHandlers: ((message: InboundSms) => void)[] = [];
  let counter = 0;

  return {
    sent,
    send(message) {
      counter += 1;
      const providerRef = `log-${clock().getTime().toString(36)}-${counter}`;
      const { encoding, parts } = smsParts(message.text);
      sent.push({ ...message, providerRef, sentAt: clock(), encoding, parts });
      if (sent.length > KEEP) sent.splice(0, sent.length - KEEP);
      options.log?.info(
        { sms: { to: message.to, reference: message.reference, providerRef, encoding, parts }, text: message.text },
        'SMS (log sender, not sent)',
      );
      return Promise.resolve({ providerRef });
    },
    deliver(providerRef, status = 'delivered') {
      for (const handler of receiptHandlers) handler({ providerRef, status, at: clock() });
    },
    receive(message) {
      for (const handler of inboundHandlers) handler(message);
    },
    onDeliveryReceipt(handler) {
      receiptHandlers.push(handler);
    },
    onInbound(handler) {
      inboundHandlers.push(handler);
    },
    async close() {},
  };
}
