import { useQuery } from '@tanstack/react-query';
import { type ChannelSettings, channelSettingsSchema } from '@kusasa/domain/schemas/messaging';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const CHANNELS_PATH = '/api/messaging/channels';

/** Under the learner's prefix, so signing out or a plan change drops it with the rest. */
export const messageChannelsKey = () => [...learnerKeys.all, 'message-channels'] as const;

/** GET /api/messaging/channels: the four channels, each on or off, with its address and consent. */
export function getChannels(signal?: AbortSignal): Promise<ChannelSettings> {
  return apiCall(CHANNELS_PATH, { signal, schema: channelSettingsSchema });
}

export function useMessageChannels() {
  return useQuery({ queryKey: messageChannelsKey(), queryFn: ({ signal }) => getChannels(signal) });
}
