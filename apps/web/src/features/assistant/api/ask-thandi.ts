import {
  ASSISTANT_STREAM_EVENTS,
  type AskResponse,
  askResponseSchema,
  streamDeltaSchema,
  streamErrorSchema,
  streamReplaceSchema,
} from '@kusasa/domain/schemas/assistant/chat';
import { ApiError, networkError, responseError } from '../../../lib/api-client';

export const ASK_STREAM_PATH = '/api/assistant/messages/stream';

export interface AskHandlers {
  /** A piece of the answer as it is written. */
  onDelta: (text: string) => void;
  /** The answer so far is replaced (a model failed mid-answer; the built-in answer takes over). */
  onReplace: (content: string) => void;
}

/**
 * Asks Thandi and reads the answer as server-sent events (POST, so not EventSource: fetch and a
 * reader). Resolves with the stored answer of the `done` event. Refusals before the stream (a
 * used-up quota, a bad message, a lost session) reject with the API's ApiError; an `error`
 * event rejects with its message. Aborting `signal` stops the answer (the server keeps what was
 * written, marked stopped) and rejects with the AbortError.
 */
export async function askThandi(message: string, handlers: AskHandlers, signal: AbortSignal): Promise<AskResponse> {
  let response: Response;
  try {
    response = await fetch(ASK_STREAM_PATH, {
      method: 'POST',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify({ message }),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw networkError();
  }
  if (!response.ok) throw await responseError(response);
  const type = response.headers.get('content-type') ?? '';
  // A server without streaming (or a proxy that buffers) may answer the plain JSON answer.
  if (!type.includes('text/event-stream')) return askResponseSchema.parse(await response.json());
  if (!response.body) throw networkError();

  for await (const event of readEvents(response.body, signal)) {
    const data: unknown = JSON.parse(event.data);
    if (event.event === ASSISTANT_STREAM_EVENTS.delta) handlers.onDelta(streamDeltaSchema.parse(data).text);
    else if (event.event === ASSISTANT_STREAM_EVENTS.replace) handlers.onReplace(streamReplaceSchema.parse(data).content);
    else if (event.event === ASSISTANT_STREAM_EVENTS.done) return askResponseSchema.parse(data);
    else if (event.event === ASSISTANT_STREAM_EVENTS.error) {
      const error = streamErrorSchema.parse(data);
      throw new ApiError({ code: error.code, message: error.message, status: 500 });
    }
  }
  // The connection ended without `done`: the answer was cut off.
  if (signal.aborted) throw new DOMException('The answer was stopped.', 'AbortError');
  throw networkError();
}

interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream body into events (blank-line separated; `event:` and `data:` fields). */
export async function* readEvents(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (signal.aborted) throw new DOMException('The answer was stopped.', 'AbortError');
        throw cause;
      }
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const parsed = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed) yield parsed;
        end = buffer.indexOf('\n\n');
      }
    }
    const last = parseEvent(buffer);
    if (last) yield last;
  } finally {
    signal.removeEventListener('abort', stop);
    try {
      reader.releaseLock();
    } catch {
      // a read still pending after an abort: the cancelled stream is dropped with the reader
    }
  }
}

function parseEvent(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}
