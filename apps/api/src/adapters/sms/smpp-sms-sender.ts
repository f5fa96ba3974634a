import type { FastifyBaseLogger } from 'fastify';
import { SmsSendError, type DeliveryReceipt, type DeliveryStatus, type InboundSms, type SmsSender } from './sms-sender.ts';
import { createPartGroups } from './smpp-part-groups.ts';
import { messageText, parseReceipt, RECEIPT_TYPES, smpp, statusName, submitPdus, type SmppPdu, type SmppSession } from './smpp-protocol.ts';

// Production SMS through a provider's SMSC over SMPP 3.4 (the smpp package, which has no types:
// the little of it used here is typed below). One bind_transceiver session sends, and receives
// the delivery receipts and inbound messages (STOP); enquire_link keeps it alive and an
// unanswered one drops it; a dropped or refused bind is retried with growing delays. A send while
// unbound waits up to unboundWaitMs, then fails with an SmsSendError the outbox retries later.

export interface SmppSenderOptions {
  host: string;
  port: number;
  systemId: string;
  password: string;
  /** source_addr: an alphanumeric name of up to 11 characters, or a number. */
  senderId: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock?: () => Date;
  enquireLinkMs?: number;
  responseTimeoutMs?: number;
  unboundWaitMs?: number;
  reconnectMs?: { initial: number; max: number };
}

export function createSmppSmsSender(options: SmppSenderOptions): SmsSender {
  const { host, port, log } = options;
  const clock = options.clock ?? (() => new Date());
  const backoff = options.reconnectMs ?? { initial: 1_000, max: 60_000 };
  const receiptHandlers: ((receipt: DeliveryReceipt) => void)[] = [];
  const inboundHandlers: ((message: InboundSms) => void)[] = [];
  const parts = createPartGroups();
  let session: SmppSession | undefined;
  let bound = false;
  let linkOpen = false;
  let closed = false;
  let refused: string | undefined;
  let lastError: string | undefined;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  let concatRef = Math.floor(Math.random() * 256);
  let waiters: (() => void)[] = [];
  const inFlight = new Set<(error: Error) => void>();

  function request(pdu: SmppPdu): Promise<SmppPdu> {
    // The package forgets a request whose connection drops: close() fails what is in flight, and a timer what is never answered.
    return new Promise((resolve, reject) => {
      const settle = (outcome: () => void) => (clearTimeout(timer), inFlight.delete(fail), outcome());
      const fail = (error: Error) => settle(() => reject(error));
      const timer = setTimeout(
        () => fail(new SmsSendError(`SMPP ${pdu.command}: no answer from ${host}:${port} in time`, 'TIMEOUT')),
        options.responseTimeoutMs ?? 10_000,
      );
      inFlight.add(fail);
      if (!session?.send(pdu, (response) => settle(() => resolve(response))))
        fail(new SmsSendError(`SMPP connection to ${host}:${port} is not open`, 'UNBOUND'));
    });
  }

  function connect() {
    const current = smpp.connect({ host, port });
    session = current;
    linkOpen = true;
    current.on('error', (error: Error) => (lastError = error.message));
    current.on('close', () => {
      if (session !== current) return;
      linkOpen = false;
      bound = false;
      clearInterval(keepAlive);
      for (const fail of [...inFlight]) fail(new SmsSendError(`SMPP connection to ${host}:${port} closed before the provider answered`, 'CLOSED'));
      if (closed) return;
      const retryInMs = Math.min(backoff.max, backoff.initial * 2 ** attempt++);
      log?.warn({ smpp: { host, port, error: refused ?? lastError, retryInMs } }, 'SMPP connection lost; reconnecting');
      reconnectTimer = setTimeout(connect, retryInMs);
    });
    current.on('connect', () => void bind(current));
    current.on('deliver_sm', (pdu: SmppPdu) => {
      current.send(pdu.response());
      handleDeliver(pdu);
    });
    current.on('enquire_link', (pdu: SmppPdu) => current.send(pdu.response()));
    current.on('unbind', (pdu: SmppPdu) => {
      current.send(pdu.response());
      current.close();
    });
  }

  async function bind(current: SmppSession) {
    const response = await request(
      new smpp.PDU('bind_transceiver', { system_id: options.systemId, password: options.password, interface_version: 0x34 }),
    ).catch(() => undefined);
    if (!response || response.command_status !== 0) {
      refused = response ? `the provider refused the bind (${statusName(response.command_status)}): check SMPP_SYSTEM_ID and SMPP_PASSWORD` : undefined;
      if (refused) log?.error({ smpp: { host, port, systemId: options.systemId } }, `SMPP ${refused}`);
      for (const wake of waiters.splice(0)) wake();
      current.close();
      return;
    }
    bound = true;
    refused = undefined;
    attempt = 0;
    log?.info({ smpp: { host, port } }, 'SMPP bound');
    for (const wake of waiters.splice(0)) wake();
    let answered = true;
    keepAlive = setInterval(() => {
      if (!answered) return current.destroy();
      answered = false;
      current.send(new smpp.PDU('enquire_link'), () => (answered = true));
    }, options.enquireLinkMs ?? 30_000);
  }

  function handleDeliver(pdu: SmppPdu) {
    if (RECEIPT_TYPES.has(Number(pdu.esm_class) & 0x3c)) {
      const receipt = parseReceipt(pdu);
      if (receipt) reportReceipt(receipt.providerRef, receipt.status);
      return;
    }
    const source = typeof pdu.source_addr === 'string' ? pdu.source_addr : '';
    const message: InboundSms = { from: Number(pdu.source_addr_ton) === 1 ? `+${source}` : source, text: messageText(pdu) };
    for (const handler of inboundHandlers) handler(message);
  }

  function reportReceipt(partId: string, status: DeliveryStatus) {
    const providerRef = parts.receiptRef(partId, status);
    if (providerRef === null) return;
    for (const handler of receiptHandlers) handler({ providerRef, status, at: clock() });
  }

  async function waitUntilBound() {
    const wait = options.unboundWaitMs ?? 5_000;
    if (!bound && !closed && !refused) {
      let wake = () => {};
      const woken = new Promise<void>((resolve) => {
        wake = resolve;
        waiters.push(wake);
      });
      await Promise.race([woken, delay(wait)]);
      waiters = waiters.filter((waiter) => waiter !== wake);
    }
    if (bound) return;
    if (closed) throw new SmsSendError('the SMS sender is closed', 'CLOSED');
    if (refused) throw new SmsSendError(`SMPP ${refused}`, 'BIND_REFUSED');
    throw new SmsSendError(`SMPP is not bound to ${host}:${port} after ${wait} ms (${lastError ?? 'still connecting'})`, 'UNBOUND');
  }

  connect();
  return {
    async send({ to, text }) {
      await waitUntilBound();
      concatRef = (concatRef + 1) % 256;
      const pdus = submitPdus(to, text, options.senderId, concatRef);
      const ids: string[] = [];
      for (const [index, pdu] of pdus.entries()) {
        const response = await request(pdu);
        if (response.command_status !== 0) {
          const code = statusName(response.command_status);
          throw new SmsSendError(`the provider refused the message (${code}${index > 0 ? `, after ${index} of ${pdus.length} parts` : ''})`, code);
        }
        ids.push(String(response.message_id));
      }
      return { providerRef: parts.remember(ids) };
    },
    onDeliveryReceipt: (handler) => void receiptHandlers.push(handler),
    onInbound: (handler) => void inboundHandlers.push(handler),
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(keepAlive);
      const current = session;
      if (!current || !linkOpen) return;
      if (bound) await request(new smpp.PDU('unbind')).catch(() => undefined);
      // The SMSC closes the link after unbind_resp; a link still connecting is dropped.
      await new Promise<void>((resolve) => {
        if (!linkOpen) return resolve();
        current.once('close', resolve);
        current.destroy();
      });
    },
  };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
