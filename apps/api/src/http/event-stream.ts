import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Takes the response over from Fastify and starts a server-sent event stream. The connection
 * closes with the stream: EventSource reconnects on a new one, and a shutdown never waits for an
 * idle keep-alive socket left behind by an ended stream. With `retryMs`, the browser is told how
 * long to wait before reconnecting, and the stream opens with a comment so proxies flush it.
 */
export function startEventStream(request: FastifyRequest, reply: FastifyReply, { retryMs }: { retryMs?: number } = {}): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  if (retryMs !== undefined) reply.raw.write(`retry: ${retryMs}\n: connected\n\n`);
}
