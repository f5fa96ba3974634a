import { Link } from 'react-router';
import { documentTexts } from '@kusasa/domain/document-texts';
import { confidencePercent, guidanceFor } from '@kusasa/domain/rules/document-checks';
import type { Document } from '@kusasa/domain/schemas/documents';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

const texts = documentTexts;

/**
 * What the check made of a document (seed 001 section 4): approved shows the confidence, rejected
 * and resubmission show the reason, guidance and Resubmit, pending says what happens next.
 */
export function VerificationOutcome({
  document,
  automaticVerification,
  onResubmit,
}: {
  document: Document;
  automaticVerification: boolean;
  onResubmit: () => void;
}) {
  const { verificationStatus: status, verification } = document;
  if (status === 'approved') {
    return <Alert tone="success">{verification ? texts.verification.approved(confidencePercent(verification.confidence)) : texts.statusLabels.approved}</Alert>;
  }
  if (status === 'rejected' || status === 'request_resubmission') {
    const reason = verification?.failureReason ?? texts.reasons.failed;
    return (
      <Alert tone="error">
        <p className="font-semibold">{texts.toastTitles[status]}</p>
        <p>{reason}</p>
        <p className="mt-1 text-sm">{guidanceFor(reason)}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={onResubmit}>
          {texts.upload.resubmit}
        </Button>
      </Alert>
    );
  }
  if (verification?.failureReason) return <Alert tone="info">{texts.verification.pendingReview}</Alert>;
  if (!automaticVerification) {
    return (
      <Alert tone="info">
        <p>{texts.verification.starter}</p>
        <Link to="/pricing" className="mt-1 inline-block font-semibold underline underline-offset-2">
          {texts.verification.starterUpgrade}
        </Link>
      </Alert>
    );
  }
  return <Alert tone="info">{texts.verification.pending}</Alert>;
}
