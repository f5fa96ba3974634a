import { type ChannelSetting, type ChannelSettings, channelSettingsSchema } from '@kusasa/domain/schemas/messaging';

// Channel settings as GET /api/messaging/channels answers them, parsed with the contract's schema.

const off = (channel: ChannelSetting['channel']): ChannelSetting => ({ channel, on: false, address: null, consentedAt: null, optedOutAt: null });

export const defaultChannels: ChannelSetting[] = [
  { channel: 'in-app', on: true, address: null, consentedAt: null, optedOutAt: null },
  { ...off('email'), address: 'thandi@example.com' },
  off('sms'),
  off('whatsapp'),
];

/** The four channels with some of them replaced. */
export function channelSettings(...changes: ChannelSetting[]): ChannelSettings {
  const channels = defaultChannels.map((setting) => changes.find((change) => change.channel === setting.channel) ?? setting);
  return channelSettingsSchema.parse({ channels });
}
