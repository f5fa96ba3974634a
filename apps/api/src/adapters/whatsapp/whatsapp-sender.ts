// WhatsApp messages to learners (reminders, issue 30). A business may start a conversation only
// with a template Meta has approved, so this sends templates: the template's name, its language
// and the values of its body's {{1}}, {{2}}... The outbox queues, sends and retries; a sender
// sends once and says how it failed.

export interface WhatsAppTemplateMessage {
  /** The recipient in E.164 (+27821234567). */
  to: string;
  /** The approved template's name, e.g. `deadline_reminder`. */
  template: string;
  /** The template's language code, e.g. `en` or `en_US`. */
  language: string;
  /** The body's {{1}}, {{2}}... in order. */
  parameters: readonly string[];
}

export interface WhatsAppSender {
  readonly provider: 'cloud-api' | 'log';
  /** Sends one template message; `providerRef` is the message id (wamid) that delivery reports name. Throws WhatsAppSendError. */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<{ providerRef: string }>;
}

export const WHATSAPP_SEND_FAILURES = ['timeout', 'network', 'rejected', 'malformed'] as const;
export type WhatsAppSendFailure = (typeof WHATSAPP_SEND_FAILURES)[number];

export class WhatsAppSendError extends Error {
  constructor(
    readonly reason: WhatsAppSendFailure,
    message: string,
    readonly details: {
      /** The HTTP status Meta answered, when it answered. */
      status?: number;
      /** Meta's error code (131026 undeliverable, 132001 no such template, 130429 rate limit...). */
      code?: number;
      /** Whether sending again later may work (a timeout, a rate limit, Meta's own trouble), for the outbox's choice. */
      retryable: boolean;
    },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WhatsAppSendError';
  }

  get code(): number | undefined {
    return this.details.code;
  }

  get retryable(): boolean {
    return this.details.retryable;
  }
}
