import { documentTexts } from '@kusasa/domain/document-texts';
import type { VerificationStatus } from '@kusasa/domain/schemas/documents';
import { Badge } from '../../../components/ui/badge';

const red = 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200';

/** Pending, Verified, Rejected or Resubmission required, as a coloured badge. */
export function DocumentStatusBadge({ status }: { status: VerificationStatus }) {
  const label = documentTexts.statusLabels[status];
  if (status === 'approved') return <Badge tone="brand">{label}</Badge>;
  if (status === 'pending') return <Badge tone="neutral">{label}</Badge>;
  return (
    <Badge tone="accent" className={status === 'rejected' ? red : undefined}>
      {label}
    </Badge>
  );
}
