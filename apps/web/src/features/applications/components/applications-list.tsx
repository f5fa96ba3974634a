import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { applicationErrorTexts, applicationPageTexts as t } from '@kusasa/domain/application-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { PlanId } from '@kusasa/domain/rules/plans';
import type { Application } from '@kusasa/domain/schemas/applications';
import type { ApplicationInsight } from '@kusasa/domain/schemas/success-insights';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApplicationHistory } from './application-history';
import { ApplicationPdfButton } from './application-pdf-button';
import { InsightNote } from './insight-note';
import { ApplicationStatusBadge } from './status-badge';

interface Props {
  status: 'pending' | 'error' | 'success';
  applications: Application[];
  currentClientId: string;
  onRetry: () => void;
  onResume: (application: Application) => void;
  onDiscard: (application: Application) => void;
  /** Pro + AI's success insights by application id (none on other plans). */
  insights?: ReadonlyMap<string, ApplicationInsight>;
  /** The learner's plan: the branded PDF is Essential's, Starter sees which plan has it. */
  planId?: PlanId;
  /** What another feature shows under a sent application (its application fee), composed by the page. */
  extra?: ((application: Application) => ReactNode) | undefined;
}

/** The learner's applications under the form, newest first; drafts can be resumed or discarded. */
export function ApplicationsList({ status, applications, currentClientId, onRetry, onResume, onDiscard, insights, planId, extra }: Props) {
  return (
    <section aria-labelledby="applications-list-title" className="mt-10">
      <h2 id="applications-list-title" className="text-xl font-semibold text-slate-950 dark:text-white">
        {t.listHeading}
      </h2>
      <div className="mt-4">
        {status === 'pending' && <Spinner label="Loading your applications..." />}
        {status === 'error' && (
          <Alert tone="error">
            <p>{applicationErrorTexts.loadFailed}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
              {t.tryAgain}
            </Button>
          </Alert>
        )}
        {status === 'success' && applications.length === 0 && <p className="text-slate-700 dark:text-slate-300">{t.listEmpty}</p>}
        {status === 'success' && applications.length > 0 && (
          <ul className="grid gap-3">
            {applications.map((application) => (
              <ApplicationItem
                key={application.id}
                application={application}
                current={application.clientId === currentClientId}
                insight={insights?.get(application.id)}
                planId={planId}
                extra={application.status === 'draft' ? null : extra?.(application)}
                onResume={() => onResume(application)}
                onDiscard={() => onDiscard(application)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ApplicationItem({
  application,
  current,
  insight,
  planId,
  extra,
  onResume,
  onDiscard,
}: {
  application: Application;
  current: boolean;
  insight: ApplicationInsight | undefined;
  planId: PlanId | undefined;
  extra: ReactNode;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const title = application.programName ?? t.untitled;
  const resumeLabel = current ? t.editingDraft : t.resume;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-950 dark:text-white">{title}</h3>
          {application.institutionName && <p className="text-slate-700 dark:text-slate-300">{application.institutionName}</p>}
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {`${t.createdOn} ${formatListDate(application.createdAt)}`}
        {application.submittedAt && ` · ${t.submittedOn} ${formatListDate(application.submittedAt)}`}
      </p>
      {application.document && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
          <FileText aria-hidden="true" className="size-4" /> PDF attached ({application.document.verificationStatus.replace('_', ' ')})
        </p>
      )}
      {extra}
      {insight && <InsightNote insight={insight} />}
      {application.submittedAt && <ApplicationPdfButton applicationId={application.id} title={title} planId={planId} />}
      {application.status !== 'draft' && <ApplicationHistory application={application} />}
      {application.status === 'draft' && (
        <div className="mt-3 flex flex-wrap gap-2">
          {/* The visible words start each accessible name (WCAG 2.5.3), the draft's title follows. */}
          <Button size="sm" variant="outline" onClick={onResume} disabled={current || !application.clientId} aria-label={`${resumeLabel}: ${title}`}>
            {resumeLabel}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDiscard} aria-label={`${t.discard}: ${title}`}>
            {t.discard}
          </Button>
        </div>
      )}
    </li>
  );
}
