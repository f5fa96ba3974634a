import { Link } from 'react-router';
import { dashboardTexts } from '@kusasa/domain/dashboard-texts';
import { CHECKLIST_DOCUMENT_TYPES, REQUIRED_DOCUMENT_TYPES, latestByType } from '@kusasa/domain/rules/journey';
import type { DashboardDocument } from '@kusasa/domain/schemas/dashboard';
import type { VerificationStatus } from '@kusasa/domain/schemas/documents';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatusPill, type PillTone } from './status-pill';

const t = dashboardTexts.checklist;
type ChecklistStatus = VerificationStatus | 'not_uploaded';

const tones: Record<ChecklistStatus, PillTone> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
  request_resubmission: 'warning',
  not_uploaded: 'neutral',
};

/** The learner's own four wizard documents: the newest of each type, or 'Not uploaded'. */
export function DocumentChecklist({ documents }: { documents: DashboardDocument[] }) {
  const latest = latestByType(documents);
  return (
    <Card className="p-5">
      <section aria-labelledby="document-checklist-title">
        <h2 id="document-checklist-title" className="text-lg font-semibold text-slate-950 dark:text-white">
          {t.title}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {CHECKLIST_DOCUMENT_TYPES.map((type) => {
            const status: ChecklistStatus = latest.get(type)?.verificationStatus ?? 'not_uploaded';
            const label = dashboardTexts.documentLabels[type];
            return (
              <li key={type} aria-label={`${label}: ${t.statusLabels[status]}`} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-medium text-slate-950 dark:text-white">{label}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{REQUIRED_DOCUMENT_TYPES.includes(type) ? t.required : t.optional}</p>
                </div>
                <StatusPill tone={tones[status]}>{t.statusLabels[status]}</StatusPill>
              </li>
            );
          })}
        </ul>
        <Link to="/profile-completion" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
          {t.upload}
        </Link>
      </section>
    </Card>
  );
}
