import { ProfilePage as AccountProfilePage } from '../../features/account/profile-page';
import { GuardianConsentSection } from '../../features/guardian-consent/guardian-consent-section';
import { MessageChannelsSection } from '../../features/message-channels/message-channels-section';
import { ProfileEditor } from '../../features/profile-wizard/profile-editor';
import type { PageProps } from '../../lib/page-props';

/** /profile: the account page, with a learner's saved profile editable in the wizard's step forms their message channels and, under 18, their guardian's consent. */
export default function ProfilePage(props: PageProps) {
  return (
    <AccountProfilePage
      {...props}
      learnerProfile={<ProfileEditor />}
      messageChannels={<MessageChannelsSection />}
      guardianConsent={<GuardianConsentSection />}
    />
  );
}
