import { ProfilePage as AccountProfilePage } from '../../features/account/profile-page';
import { MessageChannelsSection } from '../../features/message-channels/message-channels-section';
import { ProfileEditor } from '../../features/profile-wizard/profile-editor';
import type { PageProps } from '../../lib/page-props';

/** /profile: the account page, with a learner's saved profile editable in the wizard's step forms and their message channels. */
export default function ProfilePage(props: PageProps) {
  return <AccountProfilePage {...props} learnerProfile={<ProfileEditor />} messageChannels={<MessageChannelsSection />} />;
}
