import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an OpenAI-compatible chat completions server, for tests: each request is
// answered by the behaviour the test sets (streamed pieces, one JSON completion, a status, garbage,
// or silence), and every request body is kept so a test can see what the model was told.

export type FakeBehaviour =
  | { kind: 'stream'; pieces: string[]; delayMs?: number; done?: boolean }
  | { kind: 'json'; content: string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'garbage'; contentType: string; body: string }
  | { kind: 'silent' };

export interface FakeOpenAiServer {
  url: string;
  behaviour: FakeBehaviour;
  requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text || '{}') as Record<string, unknown>;
}

async function answer(behaviour: FakeBehaviour, response: ServerResponse) {
  switch (behaviour.kind) {
    case 'stream': {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of behaviour.pieces) {
        if (response.destroyed) return;
        response.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
        if (behaviour.delayMs) await sleep(behaviour.delayMs);
      }
      if (behaviour.done !== false) response.write('data: [DONE]\n\n');
      response.end();
      return;
    }
    case 'json':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content } }] }));
      return;
    case 'status':
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(behaviour.body ?? JSON.stringify({ error: { message: 'Rate limit reached' } }));
      return;
    case 'garbage':
      response.writeHead(200, { 'content-type': behaviour.contentType });
      response.end(behaviour.body);
      return;
    case 'silent':
      // Never answers; the client's timeout must end it.
      return;
  }
}

export async function startFakeOpenAiServer(behaviour: FakeBehaviour = { kind: 'json', content: 'Hello' }): Promise<FakeOpenAiServer> {
  const fake: Omit<FakeOpenAiServer, 'url' | 'close'> = { behaviour, requests: [] };
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    void readBody(request).then((body) => {
      fake.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      return answer(fake.behaviour, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
      }),
  });
}
