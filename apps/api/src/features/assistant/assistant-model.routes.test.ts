import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askResponseSchema } from '@kusasa/domain/schemas/assistant/chat';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../adapters/assistant/fake-openai-server.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Thandi with ASSISTANT_* set, against a local fake of the OpenAI protocol: the model answers from
// the built-in assistant's sources, and whenever it fails the built-in answer is given instead.

describe('Thandi with an OpenAI-compatible model configured', () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await createTestApp({ env: { ASSISTANT_API_URL: fake.url, ASSISTANT_API_KEY: 'sk-test', ASSISTANT_MODEL: 'fake-model', ASSISTANT_TIMEOUT_MS: '500' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const ask = async (message: string) => {
    const learner = await signedInAs(t, 'student');
    return askResponseSchema.parse((await call(t.app, 'POST', '/api/assistant/messages', { cookie: learner.cookie, payload: { message } })).json());
  };

  it('answers with the model, grounded on the retrieved entries, and names the sources itself', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['You can get ', 'a refund within 7 days.'] };
    const answer = await ask('can i get my money back');
    expect(answer.provider).toBe('model');
    expect(answer.content).toMatch(/^You can get a refund within 7 days\.\n\nSource: Refunds \(\/refund-policy\)/);
    expect(answer.sources[0]).toMatchObject({ id: 'refund-policy' });
    const system = (fake.requests.at(-1)!.body.messages as { role: string; content: string }[])[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('cooling-off period of 7 days');
    expect(system.content).toContain('Answer ONLY from the passages');
  });

  it.each([
    ['a 429', { kind: 'status', status: 429 } as const],
    ['a timeout', { kind: 'silent' } as const],
    ['garbage', { kind: 'garbage', contentType: 'text/html', body: '<h1>502</h1>' } as const],
  ])('falls back to the built-in answer on %s', async (_name, behaviour) => {
    fake.behaviour = behaviour;
    const answer = await ask('how do i cancel my subscription');
    expect(answer).toMatchObject({ provider: 'built-in', kind: 'knowledge', sources: [{ id: 'cancel-plan' }] });
    expect(answer.content).toContain('Source: Cancelling your plan (/subscription)');
  });

  it('replaces a half-written model answer with the built-in one in the stream', async () => {
    fake.behaviour = { kind: 'stream', pieces: ['Partly '], done: false };
    const learner = await signedInAs(t, 'student');
    const response = await call(t.app, 'POST', '/api/assistant/messages/stream', {
      cookie: learner.cookie,
      payload: { message: 'how do i cancel my subscription' },
    });
    const events = response.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => /^event: (.*)$/m.exec(block)?.[1]);
    expect(events).toEqual(['delta', 'replace', 'done']);
    expect(response.body).toContain('"provider":"built-in"');
  });

  it("gives the model the learner's own facts for an own-data question", async () => {
    fake.behaviour = { kind: 'json', content: 'You still need your ID and results.' };
    const answer = await ask('what do i still need to upload');
    expect(answer).toMatchObject({ provider: 'model', kind: 'own-data', intent: 'documents' });
    const system = (fake.requests.at(-1)!.body.messages as { content: string }[])[0]!.content;
    expect(system).toContain("Facts read from this learner's own account:\nYou still need to upload: ID Document, Grade 12 Results.");
  });

  it('does not ask the model when nothing was found to ground it on', async () => {
    const before = fake.requests.length;
    const answer = await ask('give me a recipe for vetkoek');
    expect(answer).toMatchObject({ kind: 'not-sure', provider: 'built-in' });
    expect(fake.requests.length).toBe(before);
  });
});
