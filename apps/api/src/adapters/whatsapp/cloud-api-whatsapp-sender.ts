import { z } from 'zod';
import { WhatsAppSendError, type WhatsAppSender, type WhatsAppTemplateMessage } from './whatsapp-sender.ts';

// Meta's WhatsApp Business Cloud API: POST {base}/{version}/{phone-number-id}/messages with the
// access token as a bearer token and a template message as JSON; the answer names the message
// (`messages[0].id`, a wamid) that the delivery webhooks report on. A refusal is a Graph API error
// `{error: {message, type, code, error_data: {details}}}`. Nothing is retried here: the outbox retries.

export interface CloudApiSettings {
  /** https://graph.facebook.com, or a local fake in tests. */
  baseUrl: string;
  /** The Graph API version, e.g. v24.0. */
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** Longest a send may take, answer included. */
  timeoutMs?: number;
}

export const CLOUD_API_TIMEOUT_MS = 10_000;

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const graphErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().int().optional(),
    error_data: z.object({ details: z.string().optional() }).partial().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

// Meta's codes for trouble that passes: rate limits (4, 80007, 130429, 131056), its own errors
// (1, 2, 131000, 131016, 133004). The rest (an unknown template, an undeliverable number, a bad
// token) fail the same way every time.
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

export function messagesUrl(settings: Pick<CloudApiSettings, 'baseUrl' | 'apiVersion' | 'phoneNumberId'>): string {
  return `${settings.baseUrl.replace(/\/+$/, '')}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
}

/** The request body Meta expects for a template message with text values in its body. */
export function templateRequestBody({ to, template, language, parameters }: WhatsAppTemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    // Meta takes the number with or without '+'; its webhooks name it by digits only.
    to: to.replace(/\D/g, ''),
    type: 'template',
    template: {
      name: template,
      language: { code: language },
      ...(parameters.length > 0 ? { components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }] } : {}),
    },
  };
}

export function createCloudApiWhatsAppSender(settings: CloudApiSettings): WhatsAppSender {
  const url = messagesUrl(settings);
  const timeoutMs = settings.timeoutMs ?? CLOUD_API_TIMEOUT_MS;

  async function sendTemplate(message: WhatsAppTemplateMessage): Promise<{ providerRef: string }> {
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(templateRequestBody(message)),
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (signal.aborted)
        throw new WhatsAppSendError('timeout', `WhatsApp Cloud API did not answer within ${timeoutMs} ms`, { retryable: true }, { cause: error });
      throw new WhatsAppSendError('network', 'WhatsApp Cloud API could not be reached', { retryable: true }, { cause: error });
    }
    const body = safeJson(text);

    if (!response.ok) {
      const parsed = graphErrorSchema.safeParse(body);
      const status = response.status;
      if (!parsed.success) {
        throw new WhatsAppSendError('rejected', `WhatsApp Cloud API answered HTTP ${status} without an error object`, {
          status,
          retryable: status === 429 || status >= 500,
        });
      }
      const { code, message: said, type, error_data: data } = parsed.data.error;
      const detail = data?.details && data.details !== said ? `: ${data.details}` : '';
      const retryable = (code !== undefined && RETRYABLE_CODES.has(code)) || status === 429 || (status >= 500 && code === undefined);
      throw new WhatsAppSendError(
        'rejected',
        `WhatsApp Cloud API refused the message (HTTP ${status}, ${type ?? 'error'} code ${code ?? 'none'}): ${said ?? 'no message'}${detail}`,
        {
          status,
          code,
          retryable,
        },
      );
    }

    const providerRef = sentSchema.safeParse(body).data?.messages[0]?.id;
    if (!providerRef) {
      // Meta took the request but the answer names no message: sending again could send it twice.
      throw new WhatsAppSendError('malformed', `WhatsApp Cloud API answered HTTP ${response.status} without a message id`, {
        status: response.status,
        retryable: false,
      });
    }
    return { providerRef };
  }

  return { provider: 'cloud-api', sendTemplate };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
