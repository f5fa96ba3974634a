import { useState } from 'react';
import { nsfasAccountPageTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { NsfasAccount } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';
import { TabList, TabPanel } from '../../components/ui/tabs';
import type { PageProps } from '../../lib/page-props';
import { type NsfasAccountStatus, useNsfasAccounts } from './api/nsfas-accounts';
import { accountName, ReviewDialog, type ReviewDecision } from './review-dialog';

const STATUSES: readonly NsfasAccountStatus[] = ['pending', 'approved', 'declined'];
const tabs = STATUSES.map((key) => ({ key, label: t.tabs[key] }));
const c = t.columns;

/** /admin/nsfas-accounts (issue 28): NSFAS staff accounts by review status; approve, or decline with a reason. */
export default function NsfasAccountsPage({ title }: PageProps) {
  const [status, setStatus] = useState<NsfasAccountStatus>('pending');
  const [reviewing, setReviewing] = useState<{ account: NsfasAccount; decision: ReviewDecision } | null>(null);
  const query = useNsfasAccounts(status);

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t.intro}</p>
      <TabList id="nsfas-accounts" label={t.tabsLabel} tabs={tabs} selected={status} onSelect={setStatus} className="mt-6 w-full sm:w-fit" />
      <TabPanel id="nsfas-accounts" tabKey={status} className="mt-6">
        {query.isPending ? (
          <Spinner label={t.loading} />
        ) : query.isError ? (
          <Alert tone="error">
            <p>{t.loadError}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        ) : query.data.accounts.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t.empty[status]}</p>
        ) : (
          <TableFrame>
            <Table>
              <thead className="max-sm:hidden">
                <tr>
                  <Th>{c.person}</Th>
                  <Th>{c.work}</Th>
                  <Th>{c.registered}</Th>
                  <Th>{c.status}</Th>
                  <Th>
                    <span className="sr-only">{t.actions}</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {query.data.accounts.map((account) => (
                  <CardRow key={account.userId}>
                    <CardCell className="max-sm:col-span-2">
                      <p className="font-semibold break-words">{account.fullName ?? '—'}</p>
                      <p className="text-sm break-all text-slate-700 dark:text-slate-300">{account.email}</p>
                      {account.employeeNumber && <p className="text-sm text-slate-700 dark:text-slate-300">{t.employee(account.employeeNumber)}</p>}
                    </CardCell>
                    <LabelledCell label={c.work}>{[account.position, account.department, account.region].filter(Boolean).join(', ') || '—'}</LabelledCell>
                    <LabelledCell label={c.registered}>{formatLongDate(account.registeredAt)}</LabelledCell>
                    <LabelledCell label={c.status}>
                      <Badge tone={account.status === 'approved' ? 'brand' : account.status === 'declined' ? 'neutral' : 'accent'}>
                        {t.tabs[account.status]}
                      </Badge>
                      {account.decidedAt && <p className="mt-1 text-sm">{t.decidedOn(formatLongDate(account.decidedAt))}</p>}
                      {account.reason && <p className="mt-1 text-sm break-words">{account.reason}</p>}
                    </LabelledCell>
                    <CardCell className="max-sm:col-span-2">
                      {account.status === 'pending' && (
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" onClick={() => setReviewing({ account, decision: 'approve' })} aria-label={`${t.approve} ${accountName(account)}`}>
                            {t.approve}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setReviewing({ account, decision: 'decline' })}
                            aria-label={`${t.decline} ${accountName(account)}`}
                          >
                            {t.decline}
                          </Button>
                        </div>
                      )}
                    </CardCell>
                  </CardRow>
                ))}
              </tbody>
            </Table>
          </TableFrame>
        )}
      </TabPanel>
      {reviewing && <ReviewDialog account={reviewing.account} decision={reviewing.decision} onClose={() => setReviewing(null)} />}
    </Container>
  );
}
