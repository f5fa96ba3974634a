import { adminDocumentTexts } from '@kusasa/domain/admin-document-texts';
import type { VerificationStatus } from '@kusasa/domain/schemas/documents';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const tones: Record<VerificationStatus, BadgeTone> = { pending: 'accent', approved: 'brand', rejected: 'neutral', request_resubmission: 'accent' };

/** The status badge; request_resubmission reads 'Needs Resubmission' (seed 002 section 4). */
export function DocumentStatusBadge({ status }: { status: VerificationStatus }) {
  return <Badge tone={tones[status]}>{adminDocumentTexts.statusBadges[status]}</Badge>;
}
