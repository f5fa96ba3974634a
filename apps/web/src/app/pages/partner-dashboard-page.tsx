import PartnerDashboard from '../../features/partners/dashboard-page';
import { ReceiptsSection } from '../../features/receipts/receipts-section';
import type { PageProps } from '../../lib/page-props';

/** /partner-dashboard: the partner's dashboard, and (their own) receipts (issue 31). */
export default function PartnerDashboardPage(props: PageProps) {
  return <PartnerDashboard {...props} receipts={<ReceiptsSection />} />;
}
