import { ApplicationFeeLine } from '../../features/application-fees/application-fee-line';
import { FeePaymentReturn } from '../../features/application-fees/fee-payment-return';
import ApplyPage from '../../features/applications/apply-page';
import type { PageProps } from '../../lib/page-props';

/** /apply: the applications feature's page, with each sent application's fee (issue 31) from application-fees. */
export default function ApplyWithFeesPage(props: PageProps) {
  return <ApplyPage {...props} banner={<FeePaymentReturn />} applicationExtra={(application) => <ApplicationFeeLine applicationId={application.id} />} />;
}
