import { useId } from 'react';
import { channelSettingsTexts as t } from '@kusasa/domain/messaging-texts';
import { MESSAGE_CHANNELS } from '@kusasa/domain/rules/messaging';
import type { ChannelSetting } from '@kusasa/domain/schemas/messaging';
import { LoadFailed } from '../../components/ui/load-failed';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useMessageChannels } from './api/get-channels';
import { ChannelForm } from './channel-form';

/** The channels in the contract's order, whatever order the API answers in. */
const inOrder = (channels: readonly ChannelSetting[]) =>
  MESSAGE_CHANNELS.flatMap((channel) => channels.filter((setting) => setting.channel === channel).slice(0, 1));

/**
 * "Reminders and messages" on a learner's /profile (issue 30): where closing-date reminders and
 * status updates go, each channel turned on with its consent (and a number for SMS and WhatsApp) or off.
 */
export function MessageChannelsSection() {
  const headingId = useId();
  const channels = useMessageChannels();

  let body;
  if (channels.data) {
    body = (
      <div className="mt-4 divide-y divide-slate-200 border-t border-slate-200 pt-5 dark:divide-slate-800 dark:border-slate-800">
        {inOrder(channels.data.channels).map((setting) => (
          <ChannelForm key={setting.channel} setting={setting} />
        ))}
      </div>
    );
  } else if (channels.isError) {
    body = <LoadFailed message={t.failed} retry={t.retry} query={channels} className="mt-4 grid gap-3" />;
  } else {
    body = <Spinner label={t.loading} className="mt-4" />;
  }

  return (
    <section aria-labelledby={headingId}>
      <Card className="min-w-0 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-semibold text-slate-950 dark:text-white">
          {t.title}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.intro}</p>
        {body}
      </Card>
    </section>
  );
}
