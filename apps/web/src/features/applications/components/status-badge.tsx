import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import type { ApplicationStatus } from '@kusasa/domain/schemas/applications';
import { cn } from '../../../lib/cn';

const tones: Record<ApplicationStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  submitted: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  'under-review': 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  'resubmission-required': 'bg-orange-100 text-orange-950 dark:bg-orange-950 dark:text-orange-100',
  withdrawn: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={cn('inline-flex items-center rounded-full px-3 py-1 text-sm font-medium', tones[status])}>{applicationStatusLabels[status]}</span>;
}
