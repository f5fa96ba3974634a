import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { adminRecoveryTexts as texts } from '@kusasa/domain/pricing-texts';
import type { AdminRecoveryPayment } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { authTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { InputField, SelectField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { TabList, TabPanel } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { recoveryErrorMessage, useRecoveryPayments } from './api/hooks';
import type { RecoveryKind, RecoveryStatusFilter } from './api/recovery-action';
import { LinkPaymentDialog, ResolvePaymentDialog } from './recovery-dialogs';
import { RecoveryPaymentCard } from './recovery-payment-card';
import { UserRecoveryCheck } from './user-recovery-check';
import { RECOVERY_LIST_STATUS_FILTERS } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { RetryAlert } from '../../components/ui/load-failed';

const TABS = [
  { key: 'orphaned', label: texts.orphaned },
  { key: 'failed', label: texts.failed },
  { key: 'refunds', label: texts.refunds },
] as const;

const STATUS_LABELS = { pending: 'Pending', failed: 'Failed', expired: 'Expired' } as const;

/** The statuses a list can hold: Failed Payments never holds a pending one (the server refuses that filter). */
const statusOptions = (kind: RecoveryKind) => RECOVERY_LIST_STATUS_FILTERS[kind].map((value) => ({ value, label: STATUS_LABELS[value] }));

const isStatusOf = (kind: RecoveryKind, value: string): value is RecoveryStatusFilter =>
  value === '' || statusOptions(kind).some((option) => option.value === value);

/** /admin/payment-recovery, 'Payment Recovery Management' (seed 002 sections 2, 4 and 7). */
export default function PaymentRecoveryPage({ title }: PageProps) {
  const tabsId = useId();
  const [kind, setKind] = useState<RecoveryKind>('orphaned');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [status, setStatus] = useState<RecoveryStatusFilter>('');
  const [linking, setLinking] = useState<AdminRecoveryPayment | null>(null);
  const [resolving, setResolving] = useState<AdminRecoveryPayment | null>(null);

  const query = useRecoveryPayments({ kind, search, status });
  function selectKind(next: RecoveryKind) {
    setKind(next);
    if (!isStatusOf(next, status)) setStatus('');
  }
  const forbidden = query.error instanceof ApiError && query.error.status === 403;

  // 'Failed to load payments' (or the server's words), once per failed load.
  const { errorUpdatedAt, error } = query;
  useEffect(() => {
    if (!errorUpdatedAt) return;
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    toast.error(recoveryErrorMessage(error, texts.loadFailed));
  }, [errorUpdatedAt, error]);

  const payments = query.data?.payments;

  return (
    <Container className="py-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
          <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{texts.intro}</p>
        </div>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching} aria-busy={query.isFetching}>
          <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          {texts.refresh}
        </Button>
      </div>

      {forbidden ? (
        <Alert tone="error" className="mt-6">
          {authTexts.adminRequired}
        </Alert>
      ) : (
        <>
          <TabList id={tabsId} label={title} tabs={TABS} selected={kind} onSelect={selectKind} className="mt-6 w-full sm:w-fit" />
          <TabPanel id={tabsId} tabKey={kind} className="mt-4">
            <form role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]" onSubmit={(event) => event.preventDefault()}>
              <InputField
                id="recovery-search"
                type="search"
                label={texts.searchLabel}
                placeholder={texts.searchPlaceholder}
                autoComplete="off"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
              {kind === 'refunds' ? (
                <p className="self-end text-sm text-slate-700 dark:text-slate-300">{texts.refundResolveHint}</p>
              ) : (
                <SelectField
                  id="recovery-status"
                  label={texts.statusLabel}
                  placeholder={texts.allStatuses}
                  options={statusOptions(kind)}
                  value={status}
                  onChange={(event) => isStatusOf(kind, event.target.value) && setStatus(event.target.value)}
                />
              )}
            </form>
            <div className="mt-6">
              {!payments && !query.isError ? (
                <div className="flex min-h-40 items-center justify-center">
                  <Spinner label="Loading payments..." />
                </div>
              ) : !payments ? (
                <RetryAlert message={recoveryErrorMessage(query.error, texts.loadFailed)} retry="Try again" query={query} />
              ) : payments.length === 0 ? (
                <p
                  role="status"
                  className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
                >
                  {texts.empty}
                </p>
              ) : (
                <div className="grid gap-3 lg:grid-cols-2" aria-busy={query.isFetching}>
                  {payments.map((payment) => (
                    <RecoveryPaymentCard
                      key={payment.id}
                      payment={payment}
                      onLink={kind === 'refunds' ? undefined : () => setLinking(payment)}
                      onResolve={() => setResolving(payment)}
                    />
                  ))}
                </div>
              )}
            </div>
          </TabPanel>
          <UserRecoveryCheck />
        </>
      )}
      <LinkPaymentDialog payment={linking} onClose={() => setLinking(null)} />
      <ResolvePaymentDialog payment={resolving} onClose={() => setResolving(null)} />
    </Container>
  );
}
