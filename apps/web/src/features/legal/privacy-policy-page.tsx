import { PRIVACY_POLICY } from '@kusasa/domain/legal/privacy-policy';
import { PolicyPage } from './policy-page';

/** /privacy-policy: 14 sections (seed 002). */
export default function PrivacyPolicyPage() {
  return <PolicyPage policy={PRIVACY_POLICY} />;
}
