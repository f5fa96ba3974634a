import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatModelError, type ChatMessage } from './chat-model.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.ts';
import { completionsUrl, createOpenAiCompatibleModel, OPENAI_COMPATIBLE_DEFAULTS } from './openai-compatible.ts';

describe('the OpenAI-compatible chat model', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());

  const model = (overrides: { idleTimeoutMs?: number; apiKey?: string } = {}) =>
    createOpenAiCompatibleModel({ ...OPENAI_COMPATIBLE_DEFAULTS, url: fake.url, model: 'test-model', apiKey: 'sk-test', ...overrides });

  async function collect(messages: ChatMessage[] = [{ role: 'user', content: 'hi' }]) {
    let text = '';
    for await (const piece of model().stream(messages)) text += piece;
    return text;
  }

  async function failure(run: () => Promise<unknown>): Promise<ChatModelError> {
    const error = await run().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ChatModelError);
    return error as ChatModelError;
  }

  it('posts a streaming chat completion request with the key as a bearer token', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['Hel', 'lo'] };
    expect(
      await collect([
        { role: 'system', content: 'rules' },
        { role: 'user', content: 'hi' },
      ]),
    ).toBe('Hello');
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'test-model',
      stream: true,
      messages: [
        { role: 'system', content: 'rules' },
        { role: 'user', content: 'hi' },
      ],
    });
  });

  it('yields the pieces of a stream as they arrive', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['One ', 'two ', 'three'], delayMs: 20 };
    const pieces: string[] = [];
    for await (const piece of model().stream([{ role: 'user', content: 'count' }])) pieces.push(piece);
    expect(pieces).toEqual(['One ', 'two ', 'three']);
  });

  it('reads a server that answers one JSON completion instead of a stream', async () => {
    fake.behaviour = { kind: 'json', content: 'A whole answer' };
    expect(await collect()).toBe('A whole answer');
  });

  it('gives up with "timeout" when the server does not answer in time', async () => {
    fake.behaviour = { kind: 'silent' };
    const error = await failure(async () => {
      for await (const _piece of model({ idleTimeoutMs: 200 }).stream([{ role: 'user', content: 'hi' }])) void _piece;
    });
    expect(error.reason).toBe('timeout');
  });

  it('reports 429 as "rate-limited" and other statuses as "http"', async () => {
    fake.behaviour = { kind: 'status', status: 429 };
    expect((await failure(() => collect())).reason).toBe('rate-limited');
    fake.behaviour = { kind: 'status', status: 500, body: 'oops' };
    expect((await failure(() => collect())).reason).toBe('http');
  });

  it('refuses garbage: HTML, broken events, an empty or unfinished stream', async () => {
    fake.behaviour = { kind: 'garbage', contentType: 'text/html', body: '<html>Bad gateway</html>' };
    expect((await failure(() => collect())).reason).toBe('malformed');
    fake.behaviour = { kind: 'garbage', contentType: 'text/event-stream', body: 'data: {not json\n\n' };
    expect((await failure(() => collect())).reason).toBe('malformed');
    fake.behaviour = { kind: 'garbage', contentType: 'application/json', body: '{"choices": []}' };
    expect((await failure(() => collect())).reason).toBe('malformed');
    fake.behaviour = { kind: 'stream', pieces: [] };
    expect((await failure(() => collect())).reason).toBe('malformed');
    fake.behaviour = { kind: 'stream', pieces: ['cut'], done: false };
    expect((await failure(() => collect())).reason).toBe('malformed');
  });

  it('stops when the caller aborts', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['a', 'b', 'c', 'd'], delayMs: 100 };
    const controller = new AbortController();
    const error = await failure(async () => {
      for await (const _piece of model().stream([{ role: 'user', content: 'hi' }], { signal: controller.signal })) controller.abort();
    });
    expect(error.reason).toBe('aborted');
  });

  it('finds the completions endpoint from a base address with or without /v1', () => {
    expect(completionsUrl('https://api.openai.com')).toBe('https://api.openai.com/v1/chat/completions');
    expect(completionsUrl('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1/chat/completions');
  });
});
