import { REFUND_POLICY } from '@kusasa/domain/legal/refund-policy';
import { PolicyPage } from './policy-page';

/** /refund-policy: 9 sections (seed 002). */
export default function RefundPolicyPage() {
  return <PolicyPage policy={REFUND_POLICY} />;
}
