import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// A webhook is posted by the server, so its address must not reach inside the server's network
// (SSRF): loopback, private, link-local (cloud metadata), carrier-grade NAT and unique-local
// addresses are refused, as a literal when the webhook is saved and after DNS before each delivery.
// http://127.0.0.1 stays open outside production, where a developer's or a test's receiver runs.

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const isLoopbackException = (url: URL, allowLoopbackHttp: boolean) => allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1';

/** When the webhook is saved: no literal internal address and no localhost name. */
export function namesInternalHost(url: URL, allowLoopbackHttp: boolean): boolean {
  if (isLoopbackException(url, allowLoopbackHttp)) return false;
  const host = hostOf(url).toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isInternalAddress(host);
}

/** Before each delivery: every address the name resolves to is public (a DNS failure is a failed delivery). */
export async function resolvesToPublic(url: URL, allowLoopbackHttp: boolean): Promise<boolean> {
  if (isLoopbackException(url, allowLoopbackHttp)) return true;
  if (namesInternalHost(url, allowLoopbackHttp)) return false;
  const addresses = await lookup(hostOf(url), { all: true });
  return addresses.length > 0 && addresses.every(({ address }) => !isInternalAddress(address));
}
