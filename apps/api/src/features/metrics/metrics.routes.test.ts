import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
let withoutToken: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  withoutToken = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await withoutToken.close();
});

const scrape = (app: TestApp, token?: string) =>
  app.app.inject({ method: 'GET', url: '/api/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/metrics', () => {
  it('does not exist while no METRICS_TOKEN is configured', async () => {
    expect((await scrape(withoutToken, TOKEN)).statusCode).toBe(404);
  });

  it('refuses a scraper without the token, or with another', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `${TOKEN}x`)).statusCode).toBe(401);
  });

  it('reports request durations by route pattern, the job queue and the mail backlog', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/institutions/00000000-0000-4000-8000-000000000000' });
    const response = await scrape(t, TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/kusasa_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(response.body).toMatch(/kusasa_http_request_duration_seconds_count\{method="GET",route="\/api\/institutions\/:id",status="\d{3}"\} 1/);
    expect(response.body).toMatch(/kusasa_job_oldest_due_age_seconds 0/);
    expect(response.body).toMatch(/kusasa_mail_outbox_messages\{state="waiting"\} \d+/);
    expect(response.body).toContain('kusasa_process_cpu_seconds_total');
  });

  it('counts reminder and update messages by channel and status (issue 30)', async () => {
    const learner = await signedInAs(t, 'student');
    await call(t.app, 'PUT', '/api/messaging/channels/sms', { cookie: learner.cookie, payload: { on: true, consent: true, phone: '0825550177' } });
    await t.app.notify(learner.id, { title: 'Application approved', message: 'Approved.', type: 'application_status' });
    const response = await scrape(t, TOKEN);
    expect(response.body).toMatch(/kusasa_outbound_messages\{channel="sms",status="queued"\} [1-9]\d*/);
  });

  it('counts refused payment notifications', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/payfast/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'm_payment_id=nothing&signature=bad',
    });
    expect((await scrape(t, TOKEN)).body).toMatch(/kusasa_payfast_itn_total\{outcome="refused"\} 1/);
  });

  it('reports how long Thandi took to answer, by the provider that wrote the answer', async () => {
    const before = (await scrape(t, TOKEN)).body;
    expect(before).not.toMatch(/kusasa_assistant_reply_duration_seconds_count\{provider="built-in"\}/);
    const learner = await signedInAs(t, 'student');
    expect((await call(t.app, 'POST', '/api/assistant/messages', { cookie: learner.cookie, payload: { message: 'what is APS' } })).statusCode).toBe(200);
    expect((await scrape(t, TOKEN)).body).toMatch(/kusasa_assistant_reply_duration_seconds_count\{provider="built-in"\} 1/);
  });
});
