import { isIP } from 'node:net';

/** Whether an address (as Fastify's request.ip gives it, proxy headers already weighed) is this machine. */
export function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}
