import { createHash, timingSafeEqual } from 'node:crypto';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseWebhookEvents, type WhatsAppWebhookEvents } from '../../adapters/whatsapp/webhook-events.ts';
import { verifyWebhookSignature, WHATSAPP_SIGNATURE_HEADER } from '../../adapters/whatsapp/webhook-signature.ts';
import { AppError } from '../../http/app-error.ts';
import type { App } from '../../http/types.ts';

export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';
/** Far above what Meta sends one number: it batches updates, and retries what is not answered 200. */
export const WHATSAPP_WEBHOOK_RATE_LIMIT_PER_MINUTE = 600;

export interface WhatsAppWebhookOptions {
  /** The Meta app's secret: the key of X-Hub-Signature-256. */
  appSecret: string;
  /** What was typed into the app dashboard with the callback URL; Meta sends it back to verify the URL. */
  verifyToken: string;
  /**
   * The area's handler of the delivery reports and texts (STOP) of one POST. Answered 200 once it
   * resolves, so keep it short (write rows, queue a job); when it throws, Meta gets a 500 and sends
   * the POST again later, so it must take the same events twice calmly.
   */
  onEvents: (events: WhatsAppWebhookEvents) => Promise<void> | void;
}

const verificationQuerySchema = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

// WhatsApp Business Cloud API webhooks: Meta's servers call them with no cookie and no Origin, so
// the CSRF guard lets them through as acting as nobody; the verify token (GET) and the signature
// (POST) are their guard.
export function whatsappWebhookRoutes(app: App, { appSecret, verifyToken, onEvents }: WhatsAppWebhookOptions) {
  const config = {
    permission: 'messaging:webhook' as const,
    rateLimit: { max: WHATSAPP_WEBHOOK_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };

  // Setting up the callback URL: Meta asks with hub.mode=subscribe and the verify token, and
  // expects hub.challenge back as the whole body.
  app.get(WHATSAPP_WEBHOOK_PATH, { schema: { tags: ['messaging'], hide: true, querystring: verificationQuerySchema }, config }, async (request, reply) => {
    const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
    if (mode !== 'subscribe' || token === undefined || !sameSecret(token, verifyToken) || !challenge || !/^[\w.-]{1,200}$/.test(challenge)) {
      throw new AppError('FORBIDDEN', 'The webhook could not be verified.');
    }
    void reply.header('cache-control', 'no-store');
    return reply.type('text/plain').send(challenge);
  });

  // The signature is over the bytes Meta sent, so this plugin keeps JSON bodies raw; the parser
  // is registered here only, and every other route still gets parsed JSON.
  void app.register((plugin, _options, done) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) => parsed(null, body));
    scope.post(WHATSAPP_WEBHOOK_PATH, { schema: { tags: ['messaging'], hide: true }, config }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifyWebhookSignature(appSecret, raw, request.headers[WHATSAPP_SIGNATURE_HEADER])) {
        request.log.warn({ signed: request.headers[WHATSAPP_SIGNATURE_HEADER] !== undefined }, 'WhatsApp webhook refused: bad or missing signature');
        throw new AppError('UNAUTHENTICATED', 'The webhook signature is missing or wrong.');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION', 'The request body is not valid JSON.');
      }
      const events = parseWebhookEvents(body);
      if (events.statuses.length > 0 || events.inbound.length > 0) await onEvents(events);
      return reply.type('text/plain').send('OK');
    });
    done();
  });
}
