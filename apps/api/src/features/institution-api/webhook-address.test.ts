import { describe, expect, it } from 'vitest';
import { isInternalAddress, namesInternalHost, resolvesToPublic } from './webhook-address.ts';
import { isAllowedWebhookUrl } from './webhook-signature.ts';

describe('webhook addresses (no SSRF)', () => {
  it('knows internal addresses, IPv4-mapped ones included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '196.25.1.1', '2001:4860:4860::8888']) expect(isInternalAddress(address), address).toBe(false);
  });

  it('refuses to save a webhook naming an internal host, however it is written', () => {
    for (const url of ['https://10.0.0.5/hook', 'https://169.254.169.254/latest', 'https://localhost/hook', 'https://api.localhost/x', 'https://[::1]/hook'])
      expect(isAllowedWebhookUrl(url, false), url).toBe(false);
    expect(isAllowedWebhookUrl('https://admissions.example.ac.za/hook', false)).toBe(true);
    expect(namesInternalHost(new URL('http://127.0.0.1:4000/hook'), true)).toBe(false);
    expect(namesInternalHost(new URL('https://127.0.0.1:4000/hook'), true)).toBe(true);
  });

  it('delivers only where every resolved address is public (http://127.0.0.1 outside production only)', async () => {
    expect(await resolvesToPublic(new URL('https://192.168.0.10/hook'), false)).toBe(false);
    expect(await resolvesToPublic(new URL('https://localhost/hook'), true)).toBe(false);
    expect(await resolvesToPublic(new URL('http://127.0.0.1:4000/hook'), true)).toBe(true);
    expect(await resolvesToPublic(new URL('https://8.8.8.8/hook'), false)).toBe(true);
  });
});
