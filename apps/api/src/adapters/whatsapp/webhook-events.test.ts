import { describe, expect, it } from 'vitest';
import { parseWebhookEvents } from './webhook-events.ts';

const WAMID = 'wamid.HBgLMjc4MjEyMzQ1NjcVAgARGBI5QTNDQTVCM0Q0Q0Q2RTY3RTcA';
const metadata = { display_phone_number: '27105550000', phone_number_id: '106540352242922' };
const envelope = (...values: object[]) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '102290129340398', changes: values.map((value) => ({ value: { messaging_product: 'whatsapp', metadata, ...value }, field: 'messages' })) }],
});
const status = (state: string, timestamp: string, extra: object = {}) => ({ id: WAMID, status: state, timestamp, recipient_id: '27821234567', ...extra });

describe('parsing a WhatsApp webhook body', () => {
  it('reads delivery reports: sent, delivered, read, and failed with its error', () => {
    const failed = status('failed', '1750857390', {
      errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable', error_data: { details: 'Message Undeliverable.' } }],
    });
    const pricing = { conversation: { id: 'c1', origin: { type: 'utility' } }, pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } };
    const events = parseWebhookEvents(
      envelope({ statuses: [status('sent', '1750857384', pricing), status('delivered', '1750857385'), status('read', '1750857386')] }, { statuses: [failed] }),
    );
    expect(events.inbound).toEqual([]);
    expect(events.statuses).toEqual([
      { providerRef: WAMID, status: 'sent', at: new Date(1750857384_000), recipient: '+27821234567' },
      { providerRef: WAMID, status: 'delivered', at: new Date(1750857385_000), recipient: '+27821234567' },
      { providerRef: WAMID, status: 'read', at: new Date(1750857386_000), recipient: '+27821234567' },
      {
        providerRef: WAMID,
        status: 'failed',
        at: new Date(1750857390_000),
        recipient: '+27821234567',
        error: { code: 131026, message: 'Message undeliverable' },
      },
    ]);
  });

  it('reads an inbound STOP (and a quick-reply button) with the sender in E.164', () => {
    const contacts = [{ profile: { name: 'Thabo' }, wa_id: '27821234567' }];
    const events = parseWebhookEvents(
      envelope({
        contacts,
        messages: [
          { from: '27821234567', id: 'wamid.in1', timestamp: '1750857400', type: 'text', text: { body: 'STOP' } },
          { from: '27821234567', id: 'wamid.in2', timestamp: '1750857401', type: 'button', button: { text: 'Stop promotions', payload: 'stop' } },
        ],
      }),
    );
    expect(events.statuses).toEqual([]);
    expect(events.inbound).toEqual([
      { from: '+27821234567', text: 'STOP', providerRef: 'wamid.in1', at: new Date(1750857400_000) },
      { from: '+27821234567', text: 'Stop promotions', providerRef: 'wamid.in2', at: new Date(1750857401_000) },
    ]);
  });

  it('skips what is not a delivery report or text, one item at a time', () => {
    const events = parseWebhookEvents({
      ...envelope({
        statuses: [status('deleted', '1750857384'), { id: WAMID }, status('delivered', '1750857385')],
        messages: [
          { from: '27821234567', id: 'wamid.img', timestamp: '1750857400', type: 'image', image: { id: 'media1', mime_type: 'image/jpeg' } },
          { from: '27821234567', id: 'wamid.txt', timestamp: '1750857401', type: 'text', text: { body: 'Stop' } },
        ],
      }),
    });
    expect(events.statuses.map((event) => event.status)).toEqual(['delivered']);
    expect(events.inbound.map((event) => event.text)).toEqual(['Stop']);
    expect(
      parseWebhookEvents({
        object: 'whatsapp_business_account',
        entry: [{ id: '1', changes: [{ field: 'account_update', value: { event: 'VERIFIED_ACCOUNT' } }] }],
      }),
    ).toEqual({ statuses: [], inbound: [] });
  });

  it.each([null, 'STOP', [], {}, { entry: 'x' }, { entry: [{ changes: [{ value: null }] }] }])('reads nothing from %j', (body) => {
    expect(parseWebhookEvents(body)).toEqual({ statuses: [], inbound: [] });
  });
});
