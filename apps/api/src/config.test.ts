import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentsStartupWarning, STAND_IN_INFORMATION_OFFICER } from './config.ts';

const informationOfficer = {
  INFORMATION_OFFICER_NAME: 'Naledi Mokoena',
  INFORMATION_OFFICER_EMAIL: 'information.officer@kusasa.co.za',
  INFORMATION_OFFICER_PHONE: '+27 11 555 0123',
  INFORMATION_OFFICER_ADDRESS: '12 Jorissen Street, Braamfontein, Johannesburg, 2001',
};
const SELLER = { SELLER_ADDRESS: '12 Jorissen Street, Braamfontein, Johannesburg, 2001' };
const explicitLocalParts = { FILE_STORAGE: 'disk', MAIL_TRANSPORT: 'outbox', ...informationOfficer, ...SELLER };

describe('loadConfig', () => {
  it('names the seller receipts carry; a VAT number makes them tax invoices; production needs the address (issue 31)', () => {
    expect(loadConfig({}).seller).toEqual({ name: 'Kusasa', address: 'Address not configured: set SELLER_ADDRESS', vatNumber: null });
    expect(loadConfig({ ...SELLER, VAT_NUMBER: '4123456789' }).seller).toEqual({ name: 'Kusasa', address: SELLER.SELLER_ADDRESS, vatNumber: '4123456789' });
    expect(() => loadConfig({ VAT_NUMBER: '123' })).toThrow(/^VAT_NUMBER must be a South African VAT registration number/);
    const { SELLER_ADDRESS: _address, ...withoutSeller } = explicitLocalParts;
    expect(() => loadConfig({ NODE_ENV: 'production', PAYFAST_SIMULATOR: 'true', ...withoutSeller })).toThrow(/^SELLER_ADDRESS must be set in production/);
  });

  it('runs on embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.sessionTtlMinutes).toBe(480);
  });

  it('reads the session lifetime in minutes', () => {
    expect(loadConfig({ SESSION_TTL_MINUTES: '2' }).sessionTtlMinutes).toBe(2);
    expect(loadConfig({ SESSION_TTL_MINUTES: '0.1' }).sessionTtlMinutes).toBe(0.1);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/test', PORT: '4000' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/test' });
    expect(config.publicUrl).toBe('http://localhost:4000');
  });

  it('takes payments with the built-in PayFast simulator unless PayFast credentials are set', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'simulator' });
    expect(loadConfig({ PAYFAST_MERCHANT_ID: '10000100', PAYFAST_MERCHANT_KEY: '46f0cd694581a' }).payments).toEqual({
      provider: 'payfast',
      mode: 'sandbox',
      merchantId: '10000100',
      merchantKey: '46f0cd694581a',
      passphrase: null,
      validateRemote: false,
    });
    const live = loadConfig({
      PAYFAST_MERCHANT_ID: '1',
      PAYFAST_MERCHANT_KEY: 'k',
      PAYFAST_PASSPHRASE: 'secret phrase',
      PAYFAST_MODE: 'live',
      PAYFAST_VALIDATE_REMOTE: 'true',
    });
    expect(live.payments).toMatchObject({ mode: 'live', passphrase: 'secret phrase', validateRemote: true });
  });

  // PayFast's integration requirements list the server-side confirmation as a required check, so
  // live mode confirms by default; it can be switched off explicitly, and then the start log warns.
  it.each([
    ['sandbox', undefined, false, false],
    ['sandbox', 'true', true, false],
    ['sandbox', 'false', false, false],
    ['live', undefined, true, false],
    ['live', 'true', true, false],
    ['live', '1', true, false],
    ['live', 'false', false, true],
    ['live', '0', false, true],
  ])('PAYFAST_MODE=%s with PAYFAST_VALIDATE_REMOTE=%s: validates %s, warns %s', (mode, flag, validates, warns) => {
    const env: Record<string, string> = { PAYFAST_MERCHANT_ID: '1', PAYFAST_MERCHANT_KEY: 'k', PAYFAST_MODE: mode };
    if (flag !== undefined) env.PAYFAST_VALIDATE_REMOTE = flag;
    const { payments } = loadConfig(env);
    expect(payments).toMatchObject({ validateRemote: validates });
    expect(paymentsStartupWarning(payments) !== undefined).toBe(warns);
  });

  it('warns about nothing for the simulator', () => {
    expect(paymentsStartupWarning(loadConfig({}).payments)).toBeUndefined();
  });

  it.each(['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY'])('refuses PayFast credentials without %s', (missing) => {
    const env: Record<string, string> = { PAYFAST_MERCHANT_ID: '10000100', PAYFAST_MERCHANT_KEY: '46f0cd694581a' };
    delete env[missing];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(missing);
  });

  it('refuses to run the simulator in production unless PAYFAST_SIMULATOR=true asks for it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY must be set in production');
    expect(loadConfig({ NODE_ENV: 'production', PAYFAST_SIMULATOR: 'true', ...explicitLocalParts }).payments).toEqual({ provider: 'simulator' });
    expect(loadConfig({ NODE_ENV: 'production', PAYFAST_MERCHANT_ID: '1', PAYFAST_MERCHANT_KEY: 'k', ...explicitLocalParts }).payments).toMatchObject({
      provider: 'payfast',
    });
  });

  it('keeps uploaded files under DATA_DIR/files unless FILE_STORAGE_DIR is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/kusasa' }).fileStorageDir).toBe('/srv/kusasa/files');
    expect(loadConfig({ FILE_STORAGE_DIR: '/mnt/files' }).fileStorageDir).toBe('/mnt/files');
    expect(loadConfig({}).fileSigningSecret).toBeUndefined();
    expect(loadConfig({ FILE_SIGNING_SECRET: 'x'.repeat(32) }).fileSigningSecret).toBe('x'.repeat(32));
  });

  it('refuses production on local disk or the outbox unless asked for explicitly', () => {
    const production = { NODE_ENV: 'production', PAYFAST_SIMULATOR: 'true' };
    expect(() => loadConfig({ ...production, MAIL_TRANSPORT: 'outbox' })).toThrow(/^FILE_STORAGE: set S3_BUCKET/);
    expect(() => loadConfig({ ...production, FILE_STORAGE: 'disk' })).toThrow(/^MAIL_TRANSPORT: set SMTP_URL/);
    expect(loadConfig({ ...production, ...explicitLocalParts })).toMatchObject({ storage: { kind: 'disk' }, mail: { transport: 'outbox' } });
    expect(loadConfig({})).toMatchObject({ storage: { kind: 'disk' }, mail: { transport: 'outbox' } });
  });

  it('chooses S3 when a bucket is named, path-style for a self-hosted endpoint', () => {
    expect(loadConfig({ S3_BUCKET: 'kusasa-docs' }).storage).toEqual({
      kind: 's3',
      bucket: 'kusasa-docs',
      region: 'af-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({ S3_BUCKET: 'kusasa-docs', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).storage,
    ).toMatchObject({
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/^S3_BUCKET must be set/);
    expect(() => loadConfig({ S3_BUCKET: 'kusasa-docs', S3_ACCESS_KEY_ID: 'a' })).toThrow(/set together/);
    expect(() => loadConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(/^S3_BUCKET must be an S3 bucket name/);
  });

  it('chooses SMTP when SMTP_URL is set', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://relay.example:587' }).mail).toEqual({
      transport: 'smtp',
      url: 'smtp://relay.example:587',
      from: 'Kusasa <no-reply@kusasa.local>',
    });
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/^SMTP_URL must be set/);
    expect(() => loadConfig({ SMTP_URL: 'http://relay.example' })).toThrow(/^SMTP_URL must be an smtp/);
  });

  it('reads TRUST_PROXY as false, true or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/^TRUST_PROXY must be true, false or a comma-separated list/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/^TRUST_PROXY must be/);
  });

  it('shows a marked stand-in Information Officer outside production, and the configured one when set', () => {
    expect(loadConfig({}).informationOfficer).toEqual(STAND_IN_INFORMATION_OFFICER);
    expect(loadConfig(informationOfficer).informationOfficer).toEqual({
      name: 'Naledi Mokoena',
      email: 'information.officer@kusasa.co.za',
      phone: '+27 11 555 0123',
      address: '12 Jorissen Street, Braamfontein, Johannesburg, 2001',
    });
  });

  it.each(Object.keys(informationOfficer))('refuses production without %s', (variable) => {
    const env: Record<string, string> = { NODE_ENV: 'production', PAYFAST_SIMULATOR: 'true', ...explicitLocalParts };
    delete env[variable];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${variable} must be set in production`));
  });

  it.each([
    ['INFORMATION_OFFICER_NAME', 'TBD'],
    ['INFORMATION_OFFICER_NAME', 'Information Officer (not configured)'],
    ['INFORMATION_OFFICER_EMAIL', 'privacy@example.com'],
    ['INFORMATION_OFFICER_EMAIL', STAND_IN_INFORMATION_OFFICER.email],
    ['INFORMATION_OFFICER_PHONE', '+27 00 000 0000'],
    ['INFORMATION_OFFICER_ADDRESS', 'placeholder address'],
  ])('refuses a placeholder %s in production (%s)', (variable, value) => {
    const env = { NODE_ENV: 'production', PAYFAST_SIMULATOR: 'true', ...explicitLocalParts, [variable]: value };
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${variable} looks like a placeholder`));
    expect(() => loadConfig({ ...env, NODE_ENV: 'development' })).not.toThrow();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'kusasa'],
    ['TRUST_PROXY', 'maybe'],
    ['SESSION_TTL_MINUTES', '0'],
    ['SESSION_TTL_MINUTES', '0.01'],
    ['SESSION_TTL_MINUTES', 'soon'],
    ['PAYFAST_MERCHANT_ID', 'abc'],
    ['PAYFAST_MODE', 'production'],
    ['PAYFAST_VALIDATE_REMOTE', 'yes'],
    ['FILE_SIGNING_SECRET', 'too-short'],
    ['INFORMATION_OFFICER_EMAIL', 'not an email'],
    ['INFORMATION_OFFICER_PHONE', 'call me'],
  ])('names %s in one line when it is %s', (variable, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as ConfigError).message;
    expect(message).toContain(variable);
    expect(message).not.toContain('\n');
  });

  it('answers with the built-in assistant unless an OpenAI-compatible model is configured', () => {
    expect(loadConfig({}).assistant).toEqual({ provider: 'built-in' });
    expect(loadConfig({ ASSISTANT_API_URL: 'http://localhost:11434', ASSISTANT_MODEL: 'llama3.2' }).assistant).toEqual({
      provider: 'openai-compatible',
      url: 'http://localhost:11434',
      apiKey: undefined,
      model: 'llama3.2',
      timeoutMs: 15_000,
    });
    expect(
      loadConfig({ ASSISTANT_API_URL: 'https://api.openai.com', ASSISTANT_API_KEY: 'sk-x', ASSISTANT_MODEL: 'gpt-4o-mini', ASSISTANT_TIMEOUT_MS: '5000' })
        .assistant,
    ).toMatchObject({ apiKey: 'sk-x', timeoutMs: 5000 });
    expect(() => loadConfig({ ASSISTANT_API_KEY: 'sk-x' })).toThrow('ASSISTANT_API_URL');
    expect(() => loadConfig({ ASSISTANT_API_URL: 'https://api.openai.com' })).toThrow('ASSISTANT_MODEL');
    expect(() => loadConfig({ ASSISTANT_API_URL: 'ftp://x', ASSISTANT_MODEL: 'm' })).toThrow(ConfigError);
  });

  it('writes text messages to the log unless an SMPP host is configured', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
    expect(loadConfig({ SMPP_HOST: 'smpp.provider.example', SMPP_SYSTEM_ID: 'kusasa', SMPP_PASSWORD: 's3cret' }).sms).toEqual({
      provider: 'smpp',
      host: 'smpp.provider.example',
      port: 2775,
      systemId: 'kusasa',
      password: 's3cret',
      senderId: 'Kusasa',
    });
    expect(loadConfig({ SMPP_HOST: '10.0.0.5', SMPP_PORT: '2776', SMPP_SYSTEM_ID: 'k', SMS_SENDER_ID: '+27821234567' }).sms).toMatchObject({
      port: 2776,
      password: '',
      senderId: '+27821234567',
    });
    expect(() => loadConfig({ SMPP_HOST: 'smpp.provider.example' })).toThrow(/^SMPP_SYSTEM_ID must be set/);
    expect(() => loadConfig({ SMPP_SYSTEM_ID: 'kusasa', SMPP_PASSWORD: 'x' })).toThrow(/^SMPP_HOST must be set/);
    expect(() => loadConfig({ SMPP_HOST: 'smpp://provider.example:2775', SMPP_SYSTEM_ID: 'k' })).toThrow(/^SMPP_HOST must be a host name/);
    expect(() => loadConfig({ SMPP_HOST: 'h', SMPP_SYSTEM_ID: 'k', SMPP_PASSWORD: 'ninechars' })).toThrow(/^SMPP_PASSWORD must be at most 8/);
    expect(() => loadConfig({ SMS_SENDER_ID: 'Kusasa Reminders' })).toThrow(/^SMS_SENDER_ID must be a name of up to 11/);
  });
});
