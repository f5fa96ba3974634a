import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics for one app instance. Request durations are observed as responses leave;
// queue depth, job age and the mail backlog are read from the database when scraped, so every
// instance reports the shared queue the same way.

export interface QueueReader {
  queueStats(): Promise<{ byKind: { kind: string; waiting: number }[]; oldestDueAgeSeconds: number }>;
}

export interface MailBacklogReader {
  backlog(): Promise<{ waiting: number; failed: number }>;
}

/** Reminders' and updates' messages (issue 30) by channel and status, since a time. */
export interface MessageCountsReader {
  counts(since: Date): Promise<{ channel: string; status: string; count: number }[]>;
}

export interface MetricsDeps {
  queue: QueueReader;
  mail: MailBacklogReader;
  messages: MessageCountsReader;
  clock: () => Date;
}

/** Outcomes of PayFast notifications, told by the status the ITN endpoint answered with. */
export type ItnOutcome = 'accepted' | 'refused' | 'error';

export function createMetricsService({ queue, mail, messages, clock }: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kusasa_' });

  const requestDuration = new Histogram({
    name: 'kusasa_http_request_duration_seconds',
    help: 'API request durations by route pattern, method and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const itnOutcomes = new Counter({
    name: 'kusasa_payfast_itn_total',
    help: 'PayFast payment notifications by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const assistantReplies = new Histogram({
    name: 'kusasa_assistant_reply_duration_seconds',
    help: 'Time Thandi took to write an answer, by the provider that wrote it',
    labelNames: ['provider'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'kusasa_job_queue_depth',
    help: 'Jobs queued or running, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const stats = await queue.queueStats();
      this.reset();
      for (const { kind, waiting } of stats.byKind) this.set({ kind }, waiting);
    },
  });
  new Gauge({
    name: 'kusasa_job_oldest_due_age_seconds',
    help: 'How long the oldest due job has waited to be claimed',
    registers: [registry],
    async collect() {
      this.set((await queue.queueStats()).oldestDueAgeSeconds);
    },
  });
  new Gauge({
    name: 'kusasa_mail_outbox_messages',
    help: 'Outbox messages waiting for the relay, and those it refused for good',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const backlog = await mail.backlog();
      this.set({ state: 'waiting' }, backlog.waiting);
      this.set({ state: 'failed' }, backlog.failed);
    },
  });

  new Gauge({
    name: 'kusasa_outbound_messages',
    help: 'SMS, WhatsApp, email and in-app messages queued in the last 24 hours, by channel and status (failed: after every retry)',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await messages.counts(new Date(clock().getTime() - 86_400_000));
      this.reset();
      for (const { channel, status, count } of rows) this.set({ channel, status }, count);
    },
  });

  return {
    contentType: registry.contentType,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requestDuration.observe({ method, route, status: String(status) }, seconds);
    },
    countItn(outcome: ItnOutcome) {
      itnOutcomes.inc({ outcome });
    },
    observeAssistantReply: (provider: string, seconds: number) => {
      assistantReplies.observe({ provider }, seconds);
    },
    render: () => registry.metrics(),
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
