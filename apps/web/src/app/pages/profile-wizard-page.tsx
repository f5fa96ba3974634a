import { MyApsCard } from '../../features/aps/components/my-aps-card';
import { AskReviewLink } from '../../features/document-reviews/ask-review-link';
import { DocumentUploadCard, type DocumentUploadCardProps } from '../../features/documents/components/document-upload-card';
import { ProfileWizardPage as Wizard } from '../../features/profile-wizard/profile-wizard-page';
import type { WizardParts } from '../../features/profile-wizard/wizard';
import type { PageProps } from '../../lib/page-props';

/** Each uploaded document offers "Ask for a review" where the learner's plan allows one (issue 31). */
function DocumentCardWithReview(props: DocumentUploadCardProps) {
  return <DocumentUploadCard {...props} actions={({ id, label }) => <AskReviewLink documentId={id} label={label} />} />;
}

const parts: WizardParts = { DocumentUploadCard: DocumentCardWithReview, ApsCard: MyApsCard };

/** /profile-completion: the profile wizard, with the documents' upload cards (and their review link) and the learner's APS. */
export default function ProfileWizardPage(props: PageProps) {
  return <Wizard {...props} parts={parts} />;
}
