import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelSettingsTexts, messagingErrorTexts } from '@kusasa/domain/messaging-texts';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import { MessageChannelsSection } from './message-channels-section';
import { channelSettings } from './test-fixture';

const SMS_PUT = 'PUT /api/messaging/channels/sms';

function renderSection(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/messaging/channels': () => json(channelSettings()), ...handlers });
  renderRoutes(<Route path="/profile" element={<MessageChannelsSection />} />, '/profile');
  return fetchMock;
}

const channelForm = (name: string) => screen.findByRole('form', { name });

afterEach(() => vi.unstubAllGlobals());

describe('Reminders and messages', () => {
  it('shows the four channels in order with their state', async () => {
    renderSection({
      'GET /api/messaging/channels': () =>
        json(channelSettings({ channel: 'email', on: true, address: 'thandi@example.com', consentedAt: '2026-03-02T22:30:00.000Z', optedOutAt: null })),
    });
    const region = await screen.findByRole('region', { name: channelSettingsTexts.title });
    expect((await within(region).findAllByRole('switch')).map((control) => control.getAttribute('id'))).toEqual(
      ['in-app', 'email', 'sms', 'whatsapp'].map((channel) => `message-channel-${channel}-switch`),
    );
    const email = within(region).getByRole('switch', { name: 'Email' });
    expect(email).toBeChecked();
    // 22:30 UTC on 2 March is 00:30 on 3 March in South Africa.
    expect(describedText(email)).toContain('On since 3 March 2026');
    expect(within(region).getByRole('switch', { name: 'SMS' })).not.toBeChecked();
    expect(within(region).queryByRole('button', { name: channelSettingsTexts.save })).not.toBeInTheDocument();
  });

  it('turns SMS on only with the consent ticked and a valid number, and sends it in its +27 form', async () => {
    const fetchMock = renderSection({
      [SMS_PUT]: () => json(channelSettings({ channel: 'sms', on: true, address: '+27821234567', consentedAt: '2026-09-29T08:00:00.000Z', optedOutAt: null })),
    });
    const form = await channelForm('SMS');
    fireEvent.click(within(form).getByRole('switch', { name: 'SMS' }));
    const consent = within(form).getByRole('checkbox', { name: channelSettingsTexts.consent.sms });
    const phone = within(form).getByLabelText(channelSettingsTexts.phoneLabel);
    expect(describedText(phone)).toContain(channelSettingsTexts.phoneHint);

    fireEvent.click(within(form).getByRole('button', { name: channelSettingsTexts.save }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(phone)).toContain(messagingErrorTexts.phoneRequired);
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(consent)).toBe(messagingErrorTexts.consentRequired);

    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(consent);
    fireEvent.click(within(form).getByRole('button', { name: channelSettingsTexts.save }));
    await waitFor(() => expect(describedText(phone)).toContain('Phone number must be at least 10 digits'));
    expect(consent).not.toHaveAttribute('aria-invalid');
    expect(sentTo(fetchMock, SMS_PUT)).toEqual([]);

    fireEvent.change(phone, { target: { value: '082 123 4567' } });
    fireEvent.click(within(form).getByRole('button', { name: channelSettingsTexts.save }));
    expect(await within(form).findByRole('status')).toHaveTextContent(channelSettingsTexts.saved);
    expect(sentTo(fetchMock, SMS_PUT)).toEqual([{ on: true, consent: true, phone: '+27821234567' }]);
    expect(within(form).getByRole('switch', { name: 'SMS' })).toBeChecked();
    expect(within(form).getByText('On since 29 September 2026')).toBeInTheDocument();
    expect(within(form).getByLabelText(channelSettingsTexts.phoneLabel)).toHaveValue('082 123 4567');
    expect(within(form).queryByRole('checkbox', { name: channelSettingsTexts.consent.sms })).not.toBeInTheDocument();
  });

  it("shows the API's field error beside its field and says the save failed", async () => {
    const refused = 'That number cannot receive SMS.';
    renderSection({ [SMS_PUT]: () => apiError(400, 'VALIDATION', 'Check the highlighted fields', {}, { phone: refused }) });
    const form = await channelForm('SMS');
    fireEvent.click(within(form).getByRole('switch', { name: 'SMS' }));
    fireEvent.change(within(form).getByLabelText(channelSettingsTexts.phoneLabel), { target: { value: '0821234567' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: channelSettingsTexts.consent.sms }));
    fireEvent.click(within(form).getByRole('button', { name: channelSettingsTexts.save }));
    const phone = within(form).getByLabelText(channelSettingsTexts.phoneLabel);
    await waitFor(() => expect(describedText(phone)).toContain(refused));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(within(form).getByRole('alert')).toHaveTextContent(channelSettingsTexts.saveFailed);
  });

  it('says when a phone was opted out with STOP, and turns a channel off without asking for consent', async () => {
    const fetchMock = renderSection({
      'GET /api/messaging/channels': () =>
        json(
          channelSettings(
            { channel: 'whatsapp', on: false, address: '+27821234567', consentedAt: '2026-01-10T08:00:00.000Z', optedOutAt: '2026-04-01T09:00:00.000Z' },
            { channel: 'email', on: true, address: 'thandi@example.com', consentedAt: '2026-01-10T08:00:00.000Z', optedOutAt: null },
          ),
        ),
      'PUT /api/messaging/channels/email': () => json(channelSettings()),
    });
    const whatsapp = await channelForm('WhatsApp');
    expect(within(whatsapp).getByText(channelSettingsTexts.optedOut('1 April 2026'))).toBeInTheDocument();
    fireEvent.click(within(whatsapp).getByRole('switch', { name: 'WhatsApp' }));
    expect(within(whatsapp).getByLabelText(channelSettingsTexts.phoneLabel)).toHaveValue('082 123 4567');

    const email = await channelForm('Email');
    fireEvent.click(within(email).getByRole('switch', { name: 'Email' }));
    expect(within(email).queryByRole('checkbox', { name: channelSettingsTexts.consent.email })).not.toBeInTheDocument();
    fireEvent.click(within(email).getByRole('button', { name: channelSettingsTexts.save }));
    expect(await within(email).findByRole('status')).toHaveTextContent(channelSettingsTexts.saved);
    expect(sentTo(fetchMock, 'PUT /api/messaging/channels/email')).toEqual([{ on: false }]);
    expect(within(email).getByText(channelSettingsTexts.off)).toBeInTheDocument();
  });

  it('offers to try again when the settings do not load', async () => {
    let answer = () => apiError(500, 'INTERNAL', 'Something went wrong');
    renderSection({ 'GET /api/messaging/channels': () => answer() });
    expect(await screen.findByRole('alert')).toHaveTextContent(channelSettingsTexts.failed);
    answer = () => json(channelSettings());
    fireEvent.click(screen.getByRole('button', { name: channelSettingsTexts.retry }));
    expect(await screen.findByRole('switch', { name: 'In Kusasa' })).toBeChecked();
  });
});
