import { useState } from 'react';
import { adminApplicationTexts as texts } from '@kusasa/domain/admin-application-texts';
import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import { INBOX_STATUSES, type InboxStatus } from '@kusasa/domain/rules/admissions';
import { ADMIN_APPLICATIONS_PAGE_SIZE } from '@kusasa/domain/schemas/admin-applications';
import { Container } from '../../components/ui/container';
import { SelectField } from '../../components/ui/field';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useAdminApplications } from './api/get-admin-applications';
import { ApplicationsTable } from './applications-table';
import { InstitutionCounts } from './institution-counts';
import { RetryAlert } from '../../components/ui/load-failed';

const statusOptions = INBOX_STATUSES.map((status) => ({ value: status, label: applicationStatusLabels[status] }));
const isStatus = (value: string): value is InboxStatus => (INBOX_STATUSES as readonly string[]).includes(value);

/** /admin/applications: every submitted application by institution and status, read only (issue 25). */
export default function ApplicationsOverviewPage({ title }: PageProps) {
  const [institutionId, setInstitutionId] = useState('');
  const [status, setStatus] = useState<InboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = useAdminApplications({ institutionId: institutionId || undefined, status: status || undefined, page });
  const { data } = query;
  const filtered = Boolean(institutionId || status);

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{texts.intro}</p>
      {!data && !query.isError ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label={texts.loading} />
        </div>
      ) : !data ? (
        <RetryAlert message={texts.loadFailed} retry={texts.tryAgain} query={query} className="mt-6" />
      ) : (
        <>
          <InstitutionCounts institutions={data.institutions} />
          <form className="mt-6 grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()} aria-label="Filter applications">
            <SelectField
              id="overview-institution"
              label={texts.institution}
              placeholder={texts.allInstitutions}
              options={data.institutions.map((row) => ({ value: row.institutionId, label: row.institutionName }))}
              value={institutionId}
              onChange={(event) => {
                setInstitutionId(event.target.value);
                setPage(1);
              }}
            />
            <SelectField
              id="overview-status"
              label={texts.status}
              placeholder={texts.allStatuses}
              options={statusOptions}
              value={status}
              onChange={(event) => {
                setStatus(isStatus(event.target.value) ? event.target.value : '');
                setPage(1);
              }}
            />
          </form>
          <div className={query.isPlaceholderData ? 'mt-6 opacity-70 transition-opacity' : 'mt-6'} aria-busy={query.isFetching}>
            {data.applications.length === 0 ? (
              <p
                role="status"
                className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
              >
                {filtered ? texts.emptyFiltered : texts.empty}
              </p>
            ) : (
              <>
                <ApplicationsTable rows={data.applications} />
                <Pagination
                  page={page}
                  pageSize={ADMIN_APPLICATIONS_PAGE_SIZE}
                  total={data.total}
                  shown={data.applications.length}
                  onPage={setPage}
                  noun={texts.noun}
                />
              </>
            )}
          </div>
        </>
      )}
    </Container>
  );
}
