import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod';
import { ChatModelError, type ChatMessage, type ChatModel } from './chat-model.ts';

// Any server speaking OpenAI's chat completions protocol: OpenAI itself, or a self-hosted
// Ollama, vLLM or llama.cpp server. It is asked to stream (server-sent events of
// `choices[0].delta.content`, ending with `data: [DONE]`); a server that answers one JSON
// completion instead is read too. Anything else is a ChatModelError, which the assistant turns
// into its built-in answer.

export interface OpenAiCompatibleSettings {
  /** The server's base address: https://api.openai.com, http://localhost:11434, or one ending in /v1. */
  url: string;
  /** Sent as a bearer token when set (a local Ollama needs none). */
  apiKey?: string;
  model: string;
  /** Longest wait for the first piece and between pieces. */
  idleTimeoutMs: number;
  /** Longest a whole answer may take. */
  totalTimeoutMs: number;
  maxTokens: number;
  temperature: number;
}

export const OPENAI_COMPATIBLE_DEFAULTS = { idleTimeoutMs: 15_000, totalTimeoutMs: 60_000, maxTokens: 500, temperature: 0.2 } as const;

const chunkSchema = z.object({ choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().optional() })) });
const completionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

export function completionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/v1') ? `${trimmed}/chat/completions` : `${trimmed}/v1/chat/completions`;
}

export function createOpenAiCompatibleModel(settings: OpenAiCompatibleSettings): ChatModel {
  const url = completionsUrl(settings.url);

  async function* stream(messages: readonly ChatMessage[], options: { signal?: AbortSignal } = {}): AsyncIterable<string> {
    const controller = new AbortController();
    let timedOut = false;
    const abortForTimeout = () => {
      timedOut = true;
      controller.abort();
    };
    let idle = setTimeout(abortForTimeout, settings.idleTimeoutMs);
    const total = setTimeout(abortForTimeout, settings.totalTimeoutMs);
    const onCallerAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const failure = (error: unknown): ChatModelError => {
      if (error instanceof ChatModelError) return error;
      if (options.signal?.aborted) return new ChatModelError('aborted', 'The answer was stopped', { cause: error });
      if (timedOut) return new ChatModelError('timeout', 'The model did not answer in time', { cause: error });
      return new ChatModelError('network', 'The model could not be reached', { cause: error });
    };

    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: settings.model, messages, stream: true, max_tokens: settings.maxTokens, temperature: settings.temperature }),
        signal: controller.signal,
      }).catch((error: unknown) => {
        throw failure(error);
      });
      if (response.status === 429) throw new ChatModelError('rate-limited', 'The model is rate limited');
      if (!response.ok || !response.body) throw new ChatModelError('http', `The model answered HTTP ${response.status}`);
      const contentType = response.headers.get('content-type') ?? '';

      if (contentType.includes('application/json')) {
        const parsed = completionSchema.safeParse(await response.json().catch(() => undefined));
        if (!parsed.success || !parsed.data.choices[0]?.message.content.trim())
          throw new ChatModelError('malformed', 'The model answered without a completion');
        yield parsed.data.choices[0].message.content;
        return;
      }
      if (!contentType.includes('text/event-stream')) throw new ChatModelError('malformed', `The model answered ${contentType || 'without a content type'}`);

      let wrote = false;
      for await (const pieces of events(response.body)) {
        clearTimeout(idle);
        idle = setTimeout(abortForTimeout, settings.idleTimeoutMs);
        for (const event of pieces) {
          if (event.data.trim() === '[DONE]') {
            if (!wrote) throw new ChatModelError('malformed', 'The model finished without writing anything');
            return;
          }
          const chunk = chunkSchema.safeParse(safeJson(event.data));
          if (!chunk.success) throw new ChatModelError('malformed', 'The model sent an event that is not a completion chunk');
          const text = chunk.data.choices[0]?.delta?.content;
          if (text) {
            wrote = true;
            yield text;
          }
        }
      }
      // The stream ended without [DONE]: the answer may be cut off, so it is not trusted.
      throw new ChatModelError('malformed', 'The model stream ended early');
    } catch (error) {
      throw failure(error);
    } finally {
      clearTimeout(idle);
      clearTimeout(total);
      options.signal?.removeEventListener('abort', onCallerAbort);
      controller.abort();
    }
  }

  return { name: settings.model, stream };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The body's server-sent events, in the batches each network chunk completes. */
async function* events(body: ReadableStream<Uint8Array>): AsyncIterable<EventSourceMessage[]> {
  const decoder = new TextDecoder();
  let batch: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => batch.push(event) });
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    if (batch.length > 0) {
      yield batch;
      batch = [];
    }
  }
}
