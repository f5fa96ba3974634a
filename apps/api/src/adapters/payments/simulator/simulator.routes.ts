import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../../http/types.ts';
import {
  checkoutSignature,
  formatPayfastAmount,
  notificationSignature,
  parsePayfastAmount,
  PAYFAST_FIELD_ORDER,
  phpUrlencode,
  signaturesMatch,
  type PayfastField,
} from '../payfast.ts';
import type { PaymentGateway, ProviderPaymentStatus } from '../payment-gateway.ts';
import { SIMULATOR_PROCESS_PATH } from './simulator-ledger.ts';
import { checkoutPage, errorPage, type SimulatorCheckout } from './simulator-page.ts';

const COMPLETE_PATH = '/payfast-simulator/complete';
const FORM = 'application/x-www-form-urlencoded';
const formBodySchema = z.string().max(16 * 1024);
const queryFieldsSchema = z.record(z.string(), z.string());
const OUTCOMES: Record<string, ProviderPaymentStatus> = { pay: 'COMPLETE', fail: 'FAILED', cancel: 'CANCELLED' };

const isPayfastField = (name: string): name is PayfastField => (PAYFAST_FIELD_ORDER as readonly string[]).includes(name);

/** Refuses a checkout exactly where PayFast would: unknown merchant, bad signature, no amount or reference. */
/** Kusasa's own result pages (a plan's, the partner checkout's and the sponsor dashboard), where the simulator may send the browser back (never elsewhere). */
const RETURN_PATHS = new Set(['/payment-success', '/payment-cancelled', '/partner/checkout', '/sponsors/dashboard', '/consultations', '/apply']);

function isKusasaPage(href: string | undefined, kusasaOrigins: string[]): boolean {
  if (href === undefined) return true;
  try {
    const url = new URL(href);
    return kusasaOrigins.includes(url.origin) && RETURN_PATHS.has(url.pathname);
  } catch {
    return false;
  }
}

function verifyCheckout(pairs: [string, string][], gateway: PaymentGateway, kusasaOrigins: string[]): SimulatorCheckout | string {
  const fields: Partial<Record<PayfastField, string>> = {};
  for (const [name, value] of pairs) if (isPayfastField(name)) fields[name] = value;
  if (fields.merchant_id !== gateway.merchantId || fields.merchant_key !== gateway.merchantKey) return 'Unknown merchant.';
  const signature = pairs.find(([name]) => name === 'signature')?.[1];
  if (!signaturesMatch(checkoutSignature(fields, gateway.passphrase), signature))
    return 'Signature mismatch: the payment details were changed after they were signed.';
  const amountCents = parsePayfastAmount(fields.amount);
  if (amountCents === null || amountCents <= 0 || !fields.m_payment_id || !fields.item_name) return 'The amount, item and reference are required.';
  // The simulator's credentials are public, so a signature proves little: it returns the browser
  // only to Kusasa's own result pages (no open redirect).
  if (!isKusasaPage(fields.return_url, kusasaOrigins) || !isKusasaPage(fields.cancel_url, kusasaOrigins))
    return "The return and cancel addresses must be Kusasa's own pages.";
  return { merchantReference: fields.m_payment_id, itemName: fields.item_name, amountCents, fields: pairs.filter(([name]) => name !== 'outcome') };
}

/** Card-like fee: 3.5% plus R2, negative as PayFast reports it. */
const feeCents = (amountCents: number) => -(Math.round(amountCents * 0.035) + 200);
const signedAmount = (cents: number) => (cents < 0 ? `-${formatPayfastAmount(-cents)}` : formatPayfastAmount(cents));

// The built-in PayFast simulator (registered only when no PayFast credentials are set): the
// hosted payment page, then a signed ITN to the notify URL and the browser sent back, as PayFast
// does. It keeps its own ledger, so a claim can ask it about a payment whose ITN was lost.
export function payfastSimulatorRoutes(app: App, gateway: PaymentGateway, { publicUrl }: { publicUrl: string }) {
  const publicOrigin = new URL(publicUrl).origin;
  /** PUBLIC_URL's origin and the host the browser used (as the CSRF guard accepts). */
  const kusasaOrigins = (request: FastifyRequest) => [publicOrigin, `${request.protocol}://${request.host}`];
  const ledger = gateway.simulator;
  if (!ledger) throw new Error('the PayFast simulator needs the simulator gateway');
  const page = (reply: FastifyReply, status: number, html: string) => reply.status(status).type('text/html; charset=utf-8').send(html);

  async function sendNotification(checkout: SimulatorCheckout, status: ProviderPaymentStatus) {
    const fields = new Map(checkout.fields);
    const providerPaymentId = String(randomInt(1_000_000, 99_999_999));
    const fee = feeCents(checkout.amountCents);
    ledger?.record(checkout.merchantReference, {
      status,
      providerPaymentId,
      amountGrossCents: checkout.amountCents,
      payerEmail: fields.get('email_address') ?? null,
    });
    const notifyUrl = fields.get('notify_url');
    if (!notifyUrl) return;
    const pairs: [string, string][] = [
      ['m_payment_id', checkout.merchantReference],
      ['pf_payment_id', providerPaymentId],
      ['payment_status', status],
      ['item_name', checkout.itemName],
      ['item_description', fields.get('item_description') ?? ''],
      ['amount_gross', formatPayfastAmount(checkout.amountCents)],
      ['amount_fee', signedAmount(fee)],
      ['amount_net', signedAmount(checkout.amountCents + fee)],
      ...[1, 2, 3, 4, 5].map((n): [string, string] => [`custom_str${n}`, fields.get(`custom_str${n}`) ?? '']),
      ...[1, 2, 3, 4, 5].map((n): [string, string] => [`custom_int${n}`, fields.get(`custom_int${n}`) ?? '']),
      ['name_first', fields.get('name_first') ?? ''],
      ['name_last', fields.get('name_last') ?? ''],
      ['email_address', fields.get('email_address') ?? ''],
      ['merchant_id', gateway.merchantId],
    ];
    const body = [...pairs, ['signature', notificationSignature(pairs, gateway.passphrase)]]
      .map(([name, value]) => `${name}=${phpUrlencode(value ?? '')}`)
      .join('&');
    // In process: the notify URL is this server's (it was signed with this server's key).
    const url = new URL(notifyUrl);
    const response = await app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': FORM }, payload: body });
    if (response.statusCode !== 200)
      app.log.warn({ status: response.statusCode, merchantReference: checkout.merchantReference }, 'the simulator notification was refused');
  }

  app.get(
    SIMULATOR_PROCESS_PATH,
    { schema: { hide: true, querystring: queryFieldsSchema }, config: { permission: 'payments:simulator' } },
    (request, reply) => {
      const checkout = verifyCheckout(Object.entries(request.query), gateway, kusasaOrigins(request));
      return typeof checkout === 'string' ? page(reply, 400, errorPage(checkout)) : page(reply, 200, checkoutPage(checkout, COMPLETE_PATH));
    },
  );

  void app.register((plugin, _options, done) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

    scope.post(SIMULATOR_PROCESS_PATH, { schema: { hide: true, body: formBodySchema }, config: { permission: 'payments:simulator' } }, (request, reply) => {
      const checkout = verifyCheckout([...new URLSearchParams(request.body)], gateway, kusasaOrigins(request));
      return typeof checkout === 'string' ? page(reply, 400, errorPage(checkout)) : page(reply, 200, checkoutPage(checkout, COMPLETE_PATH));
    });

    scope.post(COMPLETE_PATH, { schema: { hide: true, body: formBodySchema }, config: { permission: 'payments:simulator' } }, async (request, reply) => {
      const pairs = [...new URLSearchParams(request.body)];
      const status = OUTCOMES[pairs.find(([name]) => name === 'outcome')?.[1] ?? ''];
      const checkout = verifyCheckout(pairs, gateway, kusasaOrigins(request));
      if (typeof checkout === 'string') return page(reply, 400, errorPage(checkout));
      if (!status) return page(reply, 400, errorPage('Choose Pay, Fail or Cancel.'));
      await sendNotification(checkout, status);
      const fields = new Map(checkout.fields);
      const back = status === 'CANCELLED' ? fields.get('cancel_url') : fields.get('return_url');
      return back ? reply.redirect(back, 303) : page(reply, 200, errorPage('The payment is done; this merchant gave no page to return to.'));
    });
    done();
  });
}
