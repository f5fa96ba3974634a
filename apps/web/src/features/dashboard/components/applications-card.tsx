import { Link } from 'react-router';
import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import { dashboardTexts } from '@kusasa/domain/dashboard-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { ApplicationStatus } from '@kusasa/domain/schemas/applications';
import type { DashboardApplication } from '@kusasa/domain/schemas/dashboard';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatusPill, type PillTone } from './status-pill';

const t = dashboardTexts.applications;

const tones: Record<ApplicationStatus, PillTone> = {
  draft: 'neutral',
  submitted: 'info',
  'under-review': 'info',
  approved: 'success',
  rejected: 'danger',
  'resubmission-required': 'warning',
  withdrawn: 'neutral',
};

export function ApplicationsCard({ applications }: { applications: DashboardApplication[] }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="applications-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="applications-title" className="text-lg font-semibold text-slate-950 dark:text-white">
            {t.title}
          </h2>
          {applications.length > 0 && (
            <Link to="/apply" className="text-sm font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
              {t.viewAll}
            </Link>
          )}
        </div>
        {applications.length === 0 ? (
          <div className="mt-3">
            <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
            <Link to="/apply" className={buttonVariants({ size: 'sm', className: 'mt-3' })}>
              {t.start}
            </Link>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
            {applications.map((application) => (
              <li key={application.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-950 dark:text-white">{application.programName ?? t.untitled}</p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{application.institutionName ?? t.noInstitution}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {application.submittedAt ? t.submitted(formatLongDate(application.submittedAt)) : t.created(formatLongDate(application.createdAt))}
                  </p>
                </div>
                <StatusPill tone={tones[application.status]}>{applicationStatusLabels[application.status]}</StatusPill>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
