import { MyApsCard } from '../../features/aps/components/my-aps-card';
import { DocumentUploadCard } from '../../features/documents/components/document-upload-card';
import { ProfileWizardPage as Wizard } from '../../features/profile-wizard/profile-wizard-page';
import type { WizardParts } from '../../features/profile-wizard/wizard';
import type { PageProps } from '../../lib/page-props';

const parts: WizardParts = { DocumentUploadCard, ApsCard: MyApsCard };

/** /profile-completion: the profile wizard, with the documents' upload cards and the learner's APS. */
export default function ProfileWizardPage(props: PageProps) {
  return <Wizard {...props} parts={parts} />;
}
