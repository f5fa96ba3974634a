import { identityCheckTexts } from '@kusasa/domain/identity-check-texts';
import type { AdminDocument } from '@kusasa/domain/schemas/admin-documents';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useVerifyIdentity } from './api/verify-identity';

const texts = identityCheckTexts.manual;

/** Whether this row can verify its learner's identity by hand: an ID copy not rejected, and no bureau or admin did already. */
export function canVerifyIdentity(document: AdminDocument): boolean {
  const method = document.user.identityCheck?.method;
  return document.documentType === 'idDocument' && document.verificationStatus !== 'rejected' && method !== 'bureau' && method !== 'manual';
}

/** Asks before an admin verifies a learner's identity from their certified ID copy (issue 32). */
export function VerifyIdentityDialog({ document, onClose }: { document: AdminDocument | null; onClose: () => void }) {
  const verify = useVerifyIdentity({ onDone: onClose });
  return (
    <ConfirmDialog
      open={document !== null}
      title={texts.confirmTitle(document?.user.fullName ?? document?.user.email ?? '')}
      question={texts.confirmBody}
      confirm={texts.confirm}
      cancel={texts.cancel}
      busy={verify.isPending}
      onConfirm={() => document && verify.mutate(document.id)}
      onCancel={onClose}
    />
  );
}
