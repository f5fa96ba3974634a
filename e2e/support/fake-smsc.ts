import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { Server } from 'node:net';
import { E2E_SMSC, SMSC_HTTP_PORT, SMSC_PORT } from './servers.ts';

// A carrier's SMSC for the e2e run (issue 30), started by playwright.config.ts before the product:
// it binds the product's SMPP transceiver with the e2e credentials, keeps every submit_sm and answers
// each with a message id and, a moment later, a delivery receipt. Journeys read what arrived over
// HTTP: GET /messages?to=+27... lists the texts sent to that number, oldest first.

interface Pdu {
  command: string;
  [field: string]: unknown;
  response(options?: Record<string, unknown>): Pdu;
}
interface Session {
  on(event: string, listener: (pdu: Pdu) => void): void;
  send(pdu: Pdu): void;
  close(): void;
}
const smpp = createRequire(import.meta.url)('smpp') as {
  createServer(listener: (session: Session) => void): Server;
  PDU: new (command: string, options: Record<string, unknown>) => Pdu;
  errors: Record<string, number>;
};

interface Received {
  id: string;
  to: string;
  from: string;
  text: string;
  at: string;
}

const received: Received[] = [];
let nextId = 0;

/** The text of a submit_sm, GSM-7 or UCS-2, and its concatenation header (reference, total, number) when it is one part of several. */
const partOf = (pdu: Pdu) => {
  const body = pdu.short_message as { message?: string | Buffer; udh?: Buffer[] } | string | undefined;
  if (typeof body === 'string') return { text: body };
  const message = body?.message ?? '';
  const text = typeof message === 'string' ? message : message.toString(Number(pdu.data_coding) === 8 ? 'utf16le' : 'latin1');
  const udh = body?.udh?.[0];
  return udh && udh[0] === 0x00 ? { text, ref: udh[2]!, total: udh[3]!, number: udh[4]! } : { text };
};

/** Parts waiting for the rest of their message, by recipient and reference, as a phone joins them. */
const waiting = new Map<string, string[]>();

function joined(to: string, part: ReturnType<typeof partOf>): string | undefined {
  if (part.ref === undefined) return part.text;
  const key = `${to}:${part.ref}`;
  const parts = waiting.get(key) ?? [];
  parts[part.number - 1] = part.text;
  waiting.set(key, parts);
  if (parts.filter((text) => text !== undefined).length < part.total) return undefined;
  waiting.delete(key);
  return parts.join('');
}

const smsc = smpp.createServer((session) => {
  session.on('error', () => undefined);
  session.on('bind_transceiver', (pdu) => {
    const ok = pdu.system_id === E2E_SMSC.systemId && pdu.password === E2E_SMSC.password;
    session.send(pdu.response(ok ? { system_id: 'e2e-smsc' } : { command_status: smpp.errors.ESME_RINVPASWD }));
  });
  session.on('submit_sm', (pdu) => {
    const id = `e2e-${(nextId += 1)}`;
    const to = String(pdu.destination_addr);
    const text = joined(to, partOf(pdu));
    if (text !== undefined) received.push({ id, to: to.startsWith('+') ? to : `+${to}`, from: String(pdu.source_addr), text, at: new Date().toISOString() });
    session.send(pdu.response({ message_id: id }));
    setTimeout(() => {
      const receipt = `id:${id} sub:001 dlvrd:001 submit date:2601010000 done date:2601010000 stat:DELIVRD err:000 text:`;
      session.send(new smpp.PDU('deliver_sm', { source_addr: to, destination_addr: String(pdu.source_addr), esm_class: 0x04, short_message: receipt }));
    }, 200);
  });
  session.on('enquire_link', (pdu) => session.send(pdu.response()));
  session.on('unbind', (pdu) => {
    session.send(pdu.response());
    session.close();
  });
});
smsc.listen(SMSC_PORT, '127.0.0.1');

createHttpServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return void response.writeHead(200).end('ok');
  if (url.pathname !== '/messages') return void response.writeHead(404).end();
  const to = url.searchParams.get('to');
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.filter((message) => !to || message.to === to)));
}).listen(SMSC_HTTP_PORT, '127.0.0.1');
