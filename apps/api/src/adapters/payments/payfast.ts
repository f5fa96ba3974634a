import { createHash, timingSafeEqual } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIPv4 } from 'node:net';

// PayFast's wire rules (custom integration, https://developers.payfast.co.za/docs): the signed
// checkout fields, the ITN checks and the validate call. Shared by the real PayFast gateway and
// the built-in simulator, so the simulator signs and verifies exactly as PayFast does.

/** PayFast's documented field order; the checkout signature lists non-empty fields in this order. */
export const PAYFAST_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'payment_method',
  'subscription_type',
  'billing_date',
  'recurring_amount',
  'frequency',
  'cycles',
] as const;
export type PayfastField = (typeof PAYFAST_FIELD_ORDER)[number];

export const PAYFAST_PROCESS_URLS = { sandbox: 'https://sandbox.payfast.co.za/eng/process', live: 'https://www.payfast.co.za/eng/process' } as const;
export const PAYFAST_HOSTS = { sandbox: 'sandbox.payfast.co.za', live: 'www.payfast.co.za' } as const;
/** PayFast's published ITN senders: a notification must come from one of their addresses. */
export const PAYFAST_ITN_HOSTS = ['www.payfast.co.za', 'sandbox.payfast.co.za', 'w1w.payfast.co.za', 'w2w.payfast.co.za'] as const;
/**
 * PayFast's published server addresses (developers.payfast.co.za/docs, "Ports and IP addresses"; the
 * same list is quoted, with that citation, by the integrations of several public projects, since the
 * page itself could not be read here): 197.97.145.144/28, 41.74.179.192/27, 102.216.36.0/28,
 * 102.216.36.128/28 and 144.126.193.139. A notification from these is from PayFast even when its
 * hosts cannot be resolved (docs/decisions/0123-payfast-live-checks.md).
 */
export const PAYFAST_PUBLISHED_RANGES: readonly (readonly [network: string, prefix: number])[] = [
  ['197.97.145.144', 28],
  ['41.74.179.192', 27],
  ['102.216.36.0', 28],
  ['102.216.36.128', 28],
  ['144.126.193.139', 32],
];

const publishedRanges = new BlockList();
for (const [network, prefix] of PAYFAST_PUBLISHED_RANGES) publishedRanges.addSubnet(network, prefix, 'ipv4');

/** PHP's urlencode, which PayFast's signatures use: spaces as '+', everything but A-Z a-z 0-9 - _ . escaped in upper-case hex. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const withPassphrase = (paramString: string, passphrase: string | null) =>
  passphrase ? `${paramString}&passphrase=${phpUrlencode(passphrase.trim())}` : paramString;

/** The string a checkout signature is the MD5 of (without the passphrase): non-empty fields, PayFast's order, values trimmed. */
export function checkoutParamString(fields: Partial<Record<PayfastField, string>>): string {
  return PAYFAST_FIELD_ORDER.flatMap((name) => {
    const value = fields[name]?.trim();
    return value ? [`${name}=${phpUrlencode(value)}`] : [];
  }).join('&');
}

export function checkoutSignature(fields: Partial<Record<PayfastField, string>>, passphrase: string | null): string {
  return md5(withPassphrase(checkoutParamString(fields), passphrase));
}

/** An ITN's string: every posted field in posted order, empty ones too, up to (without) the signature. */
export function notificationParamString(pairs: readonly (readonly [string, string])[]): string {
  const signatureAt = pairs.findIndex(([name]) => name === 'signature');
  const signed = signatureAt === -1 ? pairs : pairs.slice(0, signatureAt);
  return signed.map(([name, value]) => `${name}=${phpUrlencode(value)}`).join('&');
}

export function notificationSignature(pairs: readonly (readonly [string, string])[], passphrase: string | null): string {
  return md5(withPassphrase(notificationParamString(pairs), passphrase));
}

/** Compares two hex signatures without leaking where they differ. */
export function signaturesMatch(expected: string, received: string | undefined): boolean {
  if (received === undefined || !/^[0-9a-f]{32}$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase()), Buffer.from(received.toLowerCase()));
}

/** 19900 -> '199.00': PayFast amounts are rand with exactly two decimals. */
export function formatPayfastAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '199.00' -> 19900; null for anything that is not a plain non-negative rand amount. */
export function parsePayfastAmount(text: string | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Looks up a host's addresses; injectable so tests need no DNS. */
export type HostResolver = (host: string) => Promise<string[]>;
export const dnsResolver: HostResolver = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

const plainAddress = (ip: string) => ip.replace(/^::ffff:/i, '');

export function inPayfastPublishedRanges(ip: string): boolean {
  const address = plainAddress(ip);
  return isIPv4(address) && publishedRanges.check(address, 'ipv4');
}

/**
 * Whether `ip` is PayFast's: one of its ITN hosts' current addresses (a host that does not resolve
 * is skipped), or, so that a DNS failure never refuses a genuine notification, inside PayFast's
 * published ranges.
 */
export async function isPayfastAddress(ip: string, resolve: HostResolver): Promise<boolean> {
  const results = await Promise.allSettled(PAYFAST_ITN_HOSTS.map((host) => resolve(host)));
  const addresses = new Set(results.flatMap((result) => (result.status === 'fulfilled' ? result.value.map(plainAddress) : [])));
  return addresses.has(plainAddress(ip)) || inPayfastPublishedRanges(ip);
}

/** Posts a form body and returns the response text; injectable so tests need no network. */
export type HttpPost = (url: string, body: string) => Promise<{ status: number; body: string }>;
export const fetchPost: HttpPost = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.text() };
};

/** PayFast's server-side confirmation: post the ITN's param string back; it answers VALID or INVALID. */
export async function confirmWithPayfast(host: string, paramString: string, post: HttpPost): Promise<boolean> {
  const response = await post(`https://${host}/eng/query/validate`, paramString);
  return response.status === 200 && response.body.trim() === 'VALID';
}
