import { useMutation } from '@tanstack/react-query';
import { applicationFeeTexts as t } from '@kusasa/domain/application-fee-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { ApplicationFee } from '@kusasa/domain/schemas/application-fees';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { redirectToProvider } from '../../lib/redirect-to-provider';
import { startFeeCheckout, useMyFees } from './api/application-fees';

/** Under one of the learner's applications: "Application fee paid to ... on ...", or its fee and a Pay button. */
export function ApplicationFeeLine({ applicationId }: { applicationId: string }) {
  const fees = useMyFees();
  const fee = fees.data?.fees.find((row) => row.applicationId === applicationId);
  if (!fee || fee.status === 'none') return null;
  return fee.status === 'paid' ? <PaidLine fee={fee} /> : <PayableLine fee={fee} />;
}

function PaidLine({ fee }: { fee: ApplicationFee }) {
  const institution = fee.institutionName ?? t.unnamedInstitution;
  return (
    <p className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
      {t.paidTo(institution, fee.paidAt ? formatLongDate(fee.paidAt) : '')}
      {fee.paidBy === 'sponsor' && <span className="block font-normal text-slate-700 dark:text-slate-300">{t.paidBySponsor}</span>}
    </p>
  );
}

function PayableLine({ fee }: { fee: ApplicationFee }) {
  const pay = useMutation({ mutationFn: () => startFeeCheckout(fee.applicationId), onSuccess: redirectToProvider });
  const institution = fee.institutionName ?? t.unnamedInstitution;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span>{t.payable(fee.amountCents ?? 0)}</span>
      <Button
        size="sm"
        variant="outline"
        disabled={pay.isPending}
        aria-busy={pay.isPending}
        aria-label={`${t.pay}: ${institution}`}
        onClick={() => pay.mutate()}
      >
        {pay.isPending ? t.paying : t.pay}
      </Button>
      {pay.error && (
        <p role="alert" className="basis-full text-red-700 dark:text-red-400">
          {pay.error instanceof ApiError ? pay.error.message : t.paymentNotDone}
        </p>
      )}
    </div>
  );
}
