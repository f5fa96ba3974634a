import { TERMS_OF_SERVICE } from '@kusasa/domain/legal/terms-of-service';
import { PolicyPage } from './policy-page';

/** /terms-of-service: 17 sections (seed 002). */
export default function TermsOfServicePage() {
  return <PolicyPage policy={TERMS_OF_SERVICE} />;
}
