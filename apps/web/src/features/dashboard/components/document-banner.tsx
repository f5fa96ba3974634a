import { Link } from 'react-router';
import { dashboardTexts } from '@kusasa/domain/dashboard-texts';
import type { DocumentBanner as Counts } from '@kusasa/domain/schemas/dashboard';
import { Alert, type AlertTone } from '../../../components/ui/alert';

const t = dashboardTexts.banner;

/** The document-verification banner: counts by status and what to do next. Nothing without documents. */
export function DocumentBanner({ counts }: { counts: Counts | null }) {
  if (!counts) return null;
  const needsAction = counts.rejected + counts.needsResubmission > 0;
  const allApproved = !needsAction && counts.pending === 0;
  const tone: AlertTone = needsAction ? 'error' : allApproved ? 'success' : 'info';
  return (
    <Alert tone={tone}>
      <p className="font-semibold">{t.title}</p>
      <p className="text-sm">{t.summary(counts)}</p>
      <p className="mt-1 text-sm">{needsAction ? t.actNow : allApproved ? t.allApproved : t.allPending}</p>
      {needsAction && (
        <Link to="/profile-completion" className="mt-1 inline-block text-sm font-semibold underline underline-offset-2">
          {t.manage}
        </Link>
      )}
    </Alert>
  );
}
