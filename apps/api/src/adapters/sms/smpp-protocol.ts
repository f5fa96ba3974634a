import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { Server } from 'node:net';
import { smsEncoding, smsSegments } from '@kusasa/domain/rules/sms-parts';
import type { DeliveryStatus } from './sms-sender.ts';

// The little of the smpp package (which has no types) the sender uses, and what SMPP 3.4 says about
// delivery receipts, source addresses and a message's parts.

export interface SmppPdu {
  command: string;
  command_status: number;
  [field: string]: unknown;
  response(options?: Record<string, unknown>): SmppPdu;
}
export interface SmppSession extends EventEmitter {
  send(pdu: SmppPdu, onResponse?: (response: SmppPdu) => void): boolean;
  close(callback?: () => void): void;
  destroy(callback?: () => void): void;
}
interface SmppModule {
  connect(options: { host: string; port: number }): SmppSession;
  createServer(listener: (session: SmppSession) => void): Server;
  PDU: new (command: string, options?: Record<string, unknown>) => SmppPdu;
  errors: Record<string, number>;
}
export const smpp = createRequire(import.meta.url)('smpp') as SmppModule;

export const statusName = (status: number) => Object.keys(smpp.errors).find((name) => smpp.errors[name] === status) ?? `0x${status.toString(16)}`;
const RECEIPT_STATES: Record<string, DeliveryStatus> = { DELIVRD: 'delivered', UNDELIV: 'failed', EXPIRED: 'failed', REJECTD: 'failed', DELETED: 'failed' };
const MESSAGE_STATES: Record<number, DeliveryStatus> = { 2: 'delivered', 3: 'failed', 4: 'failed', 5: 'failed', 8: 'failed' };
/** esm_class message types (bits 2-5) that carry a receipt: MC delivery receipt, intermediate delivery notification. */
export const RECEIPT_TYPES = new Set([0x04, 0x20]);

/** A delivery receipt's text, 'id:IIII sub:001 dlvrd:001 submit date:... done date:... stat:DELIVRD err:000 text:...' (SMPP 3.4 appendix B). */
export function parseReceipt(pdu: SmppPdu): { providerRef: string; status: DeliveryStatus } | undefined {
  const text = messageText(pdu);
  const providerRef = typeof pdu.receipted_message_id === 'string' ? pdu.receipted_message_id : /\bid:(\S+)/i.exec(text)?.[1];
  if (!providerRef) return undefined;
  const stat = /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  const status = stat ? (RECEIPT_STATES[stat] ?? 'unknown') : (MESSAGE_STATES[Number(pdu.message_state)] ?? 'unknown');
  return { providerRef, status };
}

export function messageText(pdu: SmppPdu): string {
  const body = (pdu.short_message ?? pdu.message_payload) as { message?: unknown } | undefined;
  const message = body?.message;
  return typeof message === 'string' ? message : Buffer.isBuffer(message) ? message.toString('latin1') : '';
}

/** source_addr for a sender id: alphanumeric, or an international number. */
export function sourceAddress(senderId: string) {
  const numeric = /^\+?\d+$/.test(senderId);
  // TON 5 alphanumeric (NPI unknown), or TON 1 international (NPI 1, E.164) for a number.
  return { source_addr_ton: numeric ? 1 : 5, source_addr_npi: numeric ? 1 : 0, source_addr: senderId.replace(/^\+/, '') };
}

/**
 * One submit_sm per part of `text` to `to` (E.164 with '+', or a national number): GSM 7-bit or
 * UCS-2, and a long message's parts joined by a concatenation header under `concatRef` (0 to 255).
 */
export function submitPdus(to: string, text: string, senderId: string, concatRef: number): SmppPdu[] {
  const segments = smsSegments(text);
  const ucs2 = smsEncoding(text) === 'UCS-2';
  return segments.map((segment, index) => {
    const message = ucs2 ? Buffer.from(segment, 'utf16le').swap16() : segment;
    const udh = segments.length > 1 ? Buffer.from([0x05, 0x00, 0x03, concatRef, segments.length, index + 1]) : undefined;
    return new smpp.PDU('submit_sm', {
      ...sourceAddress(senderId),
      dest_addr_ton: to.startsWith('+') ? 1 : 0,
      dest_addr_npi: 1,
      destination_addr: to.replace(/^\+/, ''),
      data_coding: ucs2 ? 8 : 0,
      registered_delivery: 1,
      short_message: udh ? { udh, message } : message,
    });
  });
}
