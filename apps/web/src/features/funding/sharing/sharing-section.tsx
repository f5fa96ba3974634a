import { FUNDING_CONSENT_AUDIENCES } from '@kusasa/domain/rules/funding-statuses';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { CardSection } from '../../../components/ui/card-section';
import { ConsentCard } from './consent-card';

/** The two consents, NSFAS staff and sponsors, each given and withdrawn on its own. */
export function SharingSection({ readiness }: { readiness: FundingReadiness }) {
  return (
    <CardSection title={fundingTexts.sharing.heading} intro={fundingTexts.sharing.intro}>
      {FUNDING_CONSENT_AUDIENCES.map((audience) => (
        <ConsentCard key={audience} audience={audience} state={readiness.consents[audience]} />
      ))}
    </CardSection>
  );
}
