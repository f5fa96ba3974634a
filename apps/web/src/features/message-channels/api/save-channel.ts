import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageChannel } from '@kusasa/domain/rules/messaging';
import { type ChannelSettings, type channelChoiceSchema, channelSettingsSchema } from '@kusasa/domain/schemas/messaging';
import { apiCall } from '../../../lib/api-client';
import { CHANNELS_PATH, messageChannelsKey } from './get-channels';

/** A choice as checked in the browser: the phone already in its +27 form. */
export type ChannelChoiceBody = z.output<typeof channelChoiceSchema>;

/** PUT /api/messaging/channels/:channel: turns one channel on (with consent, and a number for SMS and WhatsApp) or off. */
export function saveChannel(channel: MessageChannel, body: ChannelChoiceBody): Promise<ChannelSettings> {
  return apiCall(`${CHANNELS_PATH}/${encodeURIComponent(channel)}`, { method: 'PUT', body, schema: channelSettingsSchema });
}

/** Saves one channel; the answer (all four channels) replaces the loaded settings. */
export function useSaveChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, body }: { channel: MessageChannel; body: ChannelChoiceBody }) => saveChannel(channel, body),
    onSuccess: (next) => client.setQueryData(messageChannelsKey(), next),
  });
}
