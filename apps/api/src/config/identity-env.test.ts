import { describe, expect, it } from 'vitest';
import { builtInIdentityVerifier } from '../adapters/identity/built-in-verifier.ts';
import { createIdentityVerifier } from '../adapters/identity/create-identity-verifier.ts';
import { ConfigError, loadConfig } from '../config.ts';

const BUREAU = { IDENTITY_BUREAU: 'youverify', IDENTITY_BUREAU_URL: 'https://api.youverify.co', IDENTITY_BUREAU_API_KEY: 'yv-live-key' };

describe('identity settings (decision 0417)', () => {
  it('keeps the built-in verifier when nothing is configured', () => {
    const config = loadConfig({}).identity;
    expect(config).toEqual({ bureau: null, cacheMs: 30 * 24 * 60 * 60_000 });
    expect(createIdentityVerifier(config)).toBe(builtInIdentityVerifier);
  });

  it('uses Youverify when it is configured, with its timeout and reuse period', () => {
    const config = loadConfig({ ...BUREAU, IDENTITY_BUREAU_TIMEOUT_MS: '4000', IDENTITY_BUREAU_CACHE_DAYS: '2' }).identity;
    expect(config).toEqual({
      bureau: { name: 'youverify', url: 'https://api.youverify.co', apiKey: 'yv-live-key', timeoutMs: 4000 },
      cacheMs: 2 * 24 * 60 * 60_000,
    });
    expect(createIdentityVerifier(config)).toMatchObject({ name: 'Youverify', method: 'bureau' });
    expect(loadConfig(BUREAU).identity.bureau?.timeoutMs).toBe(10_000);
  });

  it('refuses half a setup, naming the variable', () => {
    expect(() => loadConfig({ IDENTITY_BUREAU: 'youverify', IDENTITY_BUREAU_API_KEY: 'k' })).toThrow(/^IDENTITY_BUREAU_URL must be set/);
    expect(() => loadConfig({ IDENTITY_BUREAU: 'youverify', IDENTITY_BUREAU_URL: 'https://api.youverify.co' })).toThrow(/^IDENTITY_BUREAU_API_KEY must be set/);
    expect(() => loadConfig({ IDENTITY_BUREAU_API_KEY: 'k' })).toThrow(/^IDENTITY_BUREAU must be set/);
    expect(() => loadConfig({ ...BUREAU, IDENTITY_BUREAU: 'searchworx' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...BUREAU, IDENTITY_BUREAU_TIMEOUT_MS: '10' })).toThrow(/IDENTITY_BUREAU_TIMEOUT_MS must be at least 500/);
  });
});
