import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveryReceipt, InboundSms, SmsSender } from './sms-sender.ts';
import { smpp, type SmppPdu, type SmppSession } from './smpp-protocol.ts';
import { createSmppSmsSender, type SmppSenderOptions } from './smpp-sms-sender.ts';

// Production SMS against a real SMPP server (the smpp package's own, started here as the
// provider's SMSC): the bind's credentials, what each submit_sm carries, receipts and inbound
// messages coming back over the same session, and a reconnect after the SMSC drops the link.

interface Submitted {
  messageId: string;
  dataCoding: number;
  esmClass: number;
  destination: string;
  source: string;
  text: string;
  udh: Buffer[];
}

const submitted: Submitted[] = [];
const sessions = new Set<SmppSession>();
let binds = 0;
let enquiries = 0;
let answerEnquiries = true;
let nextId = 1000;
let server: Server;
let port = 0;

beforeAll(async () => {
  server = smpp.createServer((session) => {
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: SmppPdu) => {
      if (pdu.system_id !== 'kusasa' || pdu.password !== 'secret') {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RINVPASWD }));
        return session.close();
      }
      binds += 1;
      sessions.add(session);
      session.on('close', () => sessions.delete(session));
      session.send(pdu.response({ system_id: 'test-smsc' }));
    });
    session.on('submit_sm', (pdu: SmppPdu) => {
      const messageId = `msg-${(nextId += 1)}`;
      const body = pdu.short_message as { message: string; udh?: Buffer[] };
      submitted.push({
        messageId,
        dataCoding: Number(pdu.data_coding),
        esmClass: Number(pdu.esm_class),
        destination: String(pdu.destination_addr),
        source: String(pdu.source_addr),
        text: body.message,
        udh: body.udh ?? [],
      });
      session.send(pdu.response({ message_id: messageId }));
    });
    session.on('enquire_link', (pdu: SmppPdu) => {
      enquiries += 1;
      if (answerEnquiries) session.send(pdu.response());
    });
    session.on('unbind', (pdu: SmppPdu) => {
      session.send(pdu.response());
      session.close();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const open: SmsSender[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((sender) => sender.close()));
  submitted.length = 0;
  answerEnquiries = true;
});

const errors: string[] = [];
const log = {
  info: () => undefined,
  warn: () => undefined,
  error: (...args: unknown[]) => void errors.push(args.filter((arg) => typeof arg === 'string').join(' ')),
};
function sender(overrides: Partial<SmppSenderOptions> = {}) {
  const created = createSmppSmsSender({
    host: '127.0.0.1',
    port,
    systemId: 'kusasa',
    password: 'secret',
    senderId: 'Kusasa',
    log,
    unboundWaitMs: 3_000,
    reconnectMs: { initial: 50, max: 200 },
    ...overrides,
  });
  open.push(created);
  return created;
}

/** The SMSC sends a deliver_sm over every bound session. */
const deliver = (options: Record<string, unknown>) => {
  for (const session of sessions) session.send(new smpp.PDU('deliver_sm', options));
};
const next = <T>(register: (handler: (value: T) => void) => void) => new Promise<T>((resolve) => register(resolve));

describe('SMS through SMPP', () => {
  it('refuses a wrong password and says so', async () => {
    const sms = sender({ password: 'wrong' });
    await expect(sms.send({ to: '+27821234567', text: 'Hello', reference: 'r1' })).rejects.toThrow(/refused the bind \(ESME_RINVPASWD\)/);
    expect(errors.some((message) => message.includes('ESME_RINVPASWD'))).toBe(true);
    expect(submitted).toHaveLength(0);
  });

  it('fails a send clearly when no SMSC answers', async () => {
    const sms = sender({ port: await closedPort(), unboundWaitMs: 200 });
    await expect(sms.send({ to: '+27821234567', text: 'Hello', reference: 'r0' })).rejects.toThrow(
      /^SMPP is not bound to 127\.0\.0\.1:\d+ after 200 ms \(connect ECONNREFUSED/,
    );
  });

  it('sends GSM-7 with data_coding 0 and UCS-2 with data_coding 8', async () => {
    const sms = sender();
    const gsm = await sms.send({ to: '+27821234567', text: 'Café: apply by 30 Sept {R 250 €}', reference: 'r1' });
    const ucs2 = await sms.send({ to: '+27821234567', text: 'Don’t miss it 🎉', reference: 'r2' });

    expect(submitted.map(({ dataCoding, text }) => ({ dataCoding, text }))).toEqual([
      { dataCoding: 0, text: 'Café: apply by 30 Sept {R 250 €}' },
      { dataCoding: 8, text: 'Don’t miss it 🎉' },
    ]);
    expect(submitted[0]).toMatchObject({ destination: '27821234567', source: 'Kusasa', udh: [] });
    expect([gsm.providerRef, ucs2.providerRef]).toEqual(submitted.map((message) => message.messageId));
  });

  it('sends a long message as two parts with a concatenation header, and reports its receipt once all parts are in', async () => {
    const sms = sender();
    const text =
      'Reminder: your application to the University of Pretoria closes on 30 September. ' + 'Upload your certified ID copy and latest results. '.repeat(3);
    const { providerRef } = await sms.send({ to: '+27821234567', text, reference: 'r3' });

    expect(submitted).toHaveLength(2);
    expect(submitted.map((part) => part.text).join('')).toBe(text);
    const [first, second] = submitted.map((part) => part.udh[0] ?? Buffer.alloc(0));
    expect(first?.subarray(0, 3)).toEqual(Buffer.from([0x00, 0x03, first?.[2] ?? -1]));
    expect([first?.[3], first?.[4], second?.[3], second?.[4], second?.[2]]).toEqual([2, 1, 2, 2, first?.[2]]);
    expect(submitted.every((part) => (part.esmClass & 0x40) !== 0)).toBe(true);
    expect(providerRef).toBe(submitted[0]?.messageId);

    const receipts: DeliveryReceipt[] = [];
    sms.onDeliveryReceipt((receipt) => receipts.push(receipt));
    const final = next<DeliveryReceipt>((handler) => sms.onDeliveryReceipt(handler));
    for (const part of [...submitted].reverse()) deliver(receiptPdu(part.messageId, 'DELIVRD'));
    expect(await final).toMatchObject({ providerRef, status: 'delivered' });
    expect(receipts).toHaveLength(1);
  });

  it('passes the delivery receipt to onDeliveryReceipt with the providerRef', async () => {
    const sms = sender();
    const { providerRef } = await sms.send({ to: '+27821234567', text: 'Your APS is 34.', reference: 'r4' });
    const delivered = next<DeliveryReceipt>((handler) => sms.onDeliveryReceipt(handler));
    deliver(receiptPdu(providerRef, 'DELIVRD'));
    const receipt = await delivered;
    expect(receipt).toMatchObject({ providerRef, status: 'delivered' });
    expect(receipt.at).toBeInstanceOf(Date);

    const failed = next<DeliveryReceipt>((handler) => sms.onDeliveryReceipt(handler));
    deliver(receiptPdu('msg-unknown', 'UNDELIV'));
    expect(await failed).toMatchObject({ providerRef: 'msg-unknown', status: 'failed' });
  });

  it('passes an inbound STOP to onInbound', async () => {
    const sms = sender();
    await sms.send({ to: '+27821234567', text: 'Reply STOP to opt out.', reference: 'r5' });
    const inbound = next<InboundSms>((handler) => sms.onInbound(handler));
    deliver({ source_addr_ton: 1, source_addr_npi: 1, source_addr: '27821234567', destination_addr: 'Kusasa', data_coding: 0, short_message: 'STOP' });
    expect(await inbound).toEqual({ from: '+27821234567', text: 'STOP' });
  });

  it('binds again after the SMSC drops the connection', async () => {
    const sms = sender();
    await sms.send({ to: '+27821234567', text: 'First', reference: 'r6' });
    const bindsBefore = binds;
    for (const session of sessions) session.destroy();

    await vi.waitFor(() => expect(binds).toBe(bindsBefore + 1), { timeout: 3_000 });
    const { providerRef } = await sms.send({ to: '+27821234567', text: 'Second', reference: 'r7' });
    expect(submitted.at(-1)).toMatchObject({ text: 'Second', messageId: providerRef });
  });

  it('keeps the link alive with enquire_link, and binds again when one goes unanswered', async () => {
    const sms = sender({ enquireLinkMs: 50 });
    await sms.send({ to: '+27821234567', text: 'Hello', reference: 'r8' });
    const [enquiriesBefore, bindsBefore] = [enquiries, binds];
    await vi.waitFor(() => expect(enquiries).toBeGreaterThan(enquiriesBefore + 1), { timeout: 3_000 });
    expect(binds).toBe(bindsBefore);

    answerEnquiries = false;
    await vi.waitFor(() => expect(binds).toBe(bindsBefore + 1), { timeout: 3_000 });
  });
});

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

function receiptPdu(messageId: string, stat: string): Record<string, unknown> {
  const text = `id:${messageId} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:2603011000 done date:2603011001 stat:${stat} err:000 text:Your APS`;
  return { esm_class: 0x04, source_addr: '27821234567', destination_addr: 'Kusasa', data_coding: 0, short_message: text };
}
