import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkoutParamString,
  checkoutSignature,
  confirmWithPayfast,
  formatPayfastAmount,
  inPayfastPublishedRanges,
  isPayfastAddress,
  notificationParamString,
  notificationSignature,
  parsePayfastAmount,
  phpUrlencode,
  signaturesMatch,
} from './payfast.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

// PayFast's published signature example (payfast.co.za/help/integration, "Signature generation
// example"): the widget shop's form. The expected strings are written out by hand here, encoded
// as PHP's urlencode does, and hashed with node's crypto, not with the code under test.
const widgetForm = {
  merchant_id: '10000001',
  merchant_key: 'ABC123456789',
  return_url: 'http://www.widget.co.za/payment_finished',
  cancel_url: 'http://www.widget.co.za/payment_cancelled',
  notify_url: 'http://www.widget.co.za/payment_notify',
  name_first: 'Bob',
  name_last: 'Smith',
  email_address: 'bob.smith@widget.co.za',
  m_payment_id: '8542',
  amount: '39.99',
  item_name: 'Widget Model 123',
};
const widgetString =
  'merchant_id=10000001&merchant_key=ABC123456789' +
  '&return_url=http%3A%2F%2Fwww.widget.co.za%2Fpayment_finished' +
  '&cancel_url=http%3A%2F%2Fwww.widget.co.za%2Fpayment_cancelled' +
  '&notify_url=http%3A%2F%2Fwww.widget.co.za%2Fpayment_notify' +
  '&name_first=Bob&name_last=Smith&email_address=bob.smith%40widget.co.za' +
  '&m_payment_id=8542&amount=39.99&item_name=Widget+Model+123';

describe('PayFast checkout signature', () => {
  it("matches PayFast's documented example, with and without a passphrase", () => {
    expect(checkoutParamString(widgetForm)).toBe(widgetString);
    expect(checkoutSignature(widgetForm, null)).toBe(md5(widgetString));
    expect(checkoutSignature(widgetForm, 'salt phrase')).toBe(md5(`${widgetString}&passphrase=salt+phrase`));
  });

  it("uses PayFast's field order whatever order the fields come in, and skips empty ones", () => {
    const shuffled = {
      item_name: 'Essential Plan',
      amount: '199.00',
      m_payment_id: 'KUS-1',
      name_first: '  ',
      merchant_key: 'k',
      merchant_id: '1',
      payment_method: 'cc',
    };
    const expected = 'merchant_id=1&merchant_key=k&m_payment_id=KUS-1&amount=199.00&item_name=Essential+Plan&payment_method=cc';
    expect(checkoutParamString(shuffled)).toBe(expected);
    expect(checkoutSignature(shuffled, 'jt7NOE43FZPn')).toBe(md5(`${expected}&passphrase=jt7NOE43FZPn`));
  });

  it("encodes as PHP's urlencode: upper-case escapes, spaces as '+', nothing left bare but - _ .", () => {
    expect(phpUrlencode("a b!'()*~")).toBe('a+b%21%27%28%29%2A%7E');
    expect(phpUrlencode('Pro + AI / R300')).toBe('Pro+%2B+AI+%2F+R300');
    expect(phpUrlencode('Thandékà')).toBe('Thand%C3%A9k%C3%A0');
    expect(phpUrlencode('a-b_c.d')).toBe('a-b_c.d');
  });
});

describe('PayFast ITN signature', () => {
  it('signs every posted field in posted order, empty ones included, up to the signature', () => {
    const pairs: [string, string][] = [
      ['m_payment_id', 'KUS-1'],
      ['pf_payment_id', '1089250'],
      ['payment_status', 'COMPLETE'],
      ['item_description', ''],
      ['amount_gross', '199.00'],
      ['signature', 'ignored'],
    ];
    const expected = 'm_payment_id=KUS-1&pf_payment_id=1089250&payment_status=COMPLETE&item_description=&amount_gross=199.00';
    expect(notificationParamString(pairs)).toBe(expected);
    expect(notificationSignature(pairs, 'pass phrase')).toBe(md5(`${expected}&passphrase=pass+phrase`));
    expect(notificationSignature(pairs, null)).toBe(md5(expected));
  });

  it('compares signatures case-insensitively and refuses anything that is not one', () => {
    const signature = md5('x');
    expect(signaturesMatch(signature, signature.toUpperCase())).toBe(true);
    expect(signaturesMatch(signature, md5('y'))).toBe(false);
    expect(signaturesMatch(signature, undefined)).toBe(false);
    expect(signaturesMatch(signature, 'short')).toBe(false);
  });
});

describe('PayFast amounts', () => {
  it('formats cents as rand with two decimals and reads them back', () => {
    expect(formatPayfastAmount(19_900)).toBe('199.00');
    expect(formatPayfastAmount(30_005)).toBe('300.05');
    expect(parsePayfastAmount('199.00')).toBe(19_900);
    expect(parsePayfastAmount('199.5')).toBe(19_950);
    expect(parsePayfastAmount('300')).toBe(30_000);
    for (const bad of ['', '-1.00', '1.005', '1e3', 'R199', undefined]) expect(parsePayfastAmount(bad)).toBeNull();
  });
});

describe('PayFast source and validation checks', () => {
  const resolver = (host: string) =>
    host === 'www.payfast.co.za'
      ? Promise.resolve(['197.97.145.144'])
      : host === 'w1w.payfast.co.za'
        ? Promise.reject(new Error('ENOTFOUND'))
        : Promise.resolve(['41.74.179.194']);

  it("accepts only PayFast's hosts' addresses (also IPv4-mapped), skipping a host that does not resolve", async () => {
    await expect(isPayfastAddress('197.97.145.144', resolver)).resolves.toBe(true);
    await expect(isPayfastAddress('::ffff:41.74.179.194', resolver)).resolves.toBe(true);
    await expect(isPayfastAddress('10.0.0.1', resolver)).resolves.toBe(false);
  });

  // PayFast's published server addresses (developers.payfast.co.za/docs, "Ports and IP addresses"):
  // 197.97.145.144/28 (.144-.159), 41.74.179.192/27 (.192-.223), 102.216.36.0/28 (.0-.15),
  // 102.216.36.128/28 (.128-.143) and 144.126.193.139, with the addresses just outside each.
  it.each([
    ['197.97.145.144', true],
    ['197.97.145.159', true],
    ['197.97.145.143', false],
    ['197.97.145.160', false],
    ['41.74.179.192', true],
    ['41.74.179.223', true],
    ['41.74.179.191', false],
    ['41.74.179.224', false],
    ['102.216.36.0', true],
    ['102.216.36.15', true],
    ['102.216.36.16', false],
    ['102.216.36.127', false],
    ['102.216.36.128', true],
    ['102.216.36.143', true],
    ['102.216.36.144', false],
    ['144.126.193.139', true],
    ['144.126.193.138', false],
    ['144.126.193.140', false],
    ['::ffff:41.74.179.200', true],
    ['::ffff:203.0.113.9', false],
    ['2001:db8::1', false],
    ['not an address', false],
  ])("%s is in PayFast's published ranges: %s", (ip, inside) => {
    expect(inPayfastPublishedRanges(ip)).toBe(inside);
  });

  it("falls back to the published ranges when PayFast's hosts cannot be resolved, and still refuses other addresses", async () => {
    const noDns = () => Promise.reject(new Error('getaddrinfo EAI_AGAIN'));
    await expect(isPayfastAddress('197.97.145.150', noDns)).resolves.toBe(true);
    await expect(isPayfastAddress('::ffff:102.216.36.130', noDns)).resolves.toBe(true);
    await expect(isPayfastAddress('203.0.113.9', noDns)).resolves.toBe(false);
    await expect(isPayfastAddress('10.0.0.1', () => Promise.resolve([]))).resolves.toBe(false);
  });

  it("also accepts a host's current address outside the published ranges", async () => {
    await expect(isPayfastAddress('3.163.236.237', (host) => Promise.resolve(host === 'w2w.payfast.co.za' ? ['3.163.236.237'] : []))).resolves.toBe(true);
  });

  it("posts the param string to PayFast's validate endpoint and trusts only VALID", async () => {
    const calls: [string, string][] = [];
    const answer = (body: string) => (url: string, sent: string) => {
      calls.push([url, sent]);
      return Promise.resolve({ status: 200, body });
    };
    await expect(confirmWithPayfast('sandbox.payfast.co.za', 'a=1&b=2', answer('VALID'))).resolves.toBe(true);
    await expect(confirmWithPayfast('sandbox.payfast.co.za', 'a=1&b=2', answer('INVALID'))).resolves.toBe(false);
    expect(calls[0]).toEqual(['https://sandbox.payfast.co.za/eng/query/validate', 'a=1&b=2']);
  });
});
