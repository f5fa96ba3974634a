import SponsorDashboard from '../../features/sponsor-dashboard/sponsor-dashboard-page';
import { ReceiptsSection } from '../../features/receipts/receipts-section';
import type { PageProps } from '../../lib/page-props';

/** /sponsors/dashboard: the sponsor's sponsorships and open requests, and their receipts (issue 31). */
export default function SponsorDashboardPage(props: PageProps) {
  return <SponsorDashboard {...props} receipts={<ReceiptsSection />} />;
}
