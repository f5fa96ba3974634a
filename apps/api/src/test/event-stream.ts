// Reads a server-sent event stream over real HTTP (fetch), for tests of live delivery.

export interface EventBlock {
  event?: string;
  id?: string;
  data?: string;
  comments: string[];
}

function parseBlock(block: string): EventBlock {
  const parsed: EventBlock = { comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) parsed.comments.push(line.slice(1).trim());
    else if (line.startsWith('event: ')) parsed.event = line.slice(7);
    else if (line.startsWith('id: ')) parsed.id = line.slice(4);
    else if (line.startsWith('data: ')) parsed.data = (parsed.data === undefined ? '' : `${parsed.data}\n`) + line.slice(6);
  }
  return parsed;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  blocks: EventBlock[];
  /** Resolves with the first block (already received or still to come) that matches, or rejects after `ms`. */
  waitFor(match: (block: EventBlock) => boolean, ms?: number): Promise<EventBlock>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
  /** The JSON data of every 'notification' event so far. */
  notifications(): { id: string; title: string }[];
}

export async function openEventStream(url: string, cookie?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) }, signal: controller.signal });
  const blocks: EventBlock[] = [];
  const waiters = new Set<() => void>();
  let finish!: () => void;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  let isEnded = false;

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          blocks.push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Aborted by close(), or the connection dropped: either way the stream is over.
    }
    isEnded = true;
    finish();
    for (const wake of [...waiters]) wake();
  })();

  return {
    status: response.status,
    headers: response.headers,
    blocks,
    ended,
    close: () => controller.abort(),
    notifications: () => blocks.filter((b) => b.event === 'notification' && b.data).map((b) => JSON.parse(b.data!) as { id: string; title: string }),
    waitFor(match, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = blocks.find(match);
          if (found) return done(() => resolve(found));
          if (isEnded) return done(() => reject(new Error(`the stream ended without a matching event; got ${JSON.stringify(blocks)}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(blocks)}`))), ms);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
  };
}
