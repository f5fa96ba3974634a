import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../config.ts';
import { testConfig } from '../../test/test-app.ts';
import { createWhatsAppSender } from './create-whatsapp-sender.ts';

const CLOUD = { WHATSAPP_ACCESS_TOKEN: 'EAAG-a-long-enough-test-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' };
const WEBHOOK = { WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef', WHATSAPP_VERIFY_TOKEN: 'a-verify-token-of-some-length' };

describe('the WhatsApp configuration and sender', () => {
  it('logs messages by default and has no webhook', async () => {
    const config = testConfig();
    expect(config.whatsapp).toEqual({ sender: { provider: 'log' }, webhook: undefined });
    const log = { info: vi.fn() };
    const sender = createWhatsAppSender(config.whatsapp, log);
    expect(sender.provider).toBe('log');
    const { providerRef } = await sender.sendTemplate({ to: '+27821234567', template: 'deadline_reminder', language: 'en', parameters: ['UCT'] });
    expect(providerRef).toMatch(/^log\./);
    expect(JSON.stringify(log.info.mock.calls)).toContain('deadline_reminder');
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('+27821234567');
  });

  it('sends through the Cloud API with a token and a phone number id, at graph.facebook.com by default', () => {
    const config = testConfig({ ...CLOUD, ...WEBHOOK });
    expect(config.whatsapp).toEqual({
      sender: {
        provider: 'cloud-api',
        baseUrl: 'https://graph.facebook.com',
        apiVersion: 'v24.0',
        phoneNumberId: CLOUD.WHATSAPP_PHONE_NUMBER_ID,
        accessToken: CLOUD.WHATSAPP_ACCESS_TOKEN,
      },
      webhook: { appSecret: WEBHOOK.WHATSAPP_APP_SECRET, verifyToken: WEBHOOK.WHATSAPP_VERIFY_TOKEN },
    });
    expect(createWhatsAppSender(config.whatsapp, { info: vi.fn() }).provider).toBe('cloud-api');
    expect(testConfig({ ...CLOUD, WHATSAPP_API_BASE_URL: 'http://127.0.0.1:9999/', WHATSAPP_API_VERSION: 'v23.0' }).whatsapp.sender).toMatchObject({
      baseUrl: 'http://127.0.0.1:9999',
      apiVersion: 'v23.0',
    });
  });

  it.each([
    [{ WHATSAPP_ACCESS_TOKEN: CLOUD.WHATSAPP_ACCESS_TOKEN }, 'WHATSAPP_PHONE_NUMBER_ID'],
    [{ WHATSAPP_PHONE_NUMBER_ID: CLOUD.WHATSAPP_PHONE_NUMBER_ID }, 'WHATSAPP_ACCESS_TOKEN'],
    [{ WHATSAPP_APP_SECRET: WEBHOOK.WHATSAPP_APP_SECRET }, 'WHATSAPP_VERIFY_TOKEN'],
    [{ ...CLOUD, WHATSAPP_PHONE_NUMBER_ID: '+27 82 123 4567' }, 'WHATSAPP_PHONE_NUMBER_ID'],
    [{ WHATSAPP_API_VERSION: '24' }, 'WHATSAPP_API_VERSION'],
  ])('refuses half or wrong settings: %o names %s', (env, variable) => {
    expect(() => testConfig(env)).toThrow(ConfigError);
    expect(() => testConfig(env)).toThrow(variable);
  });
});
