import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { showDay } from '../dates';
import { CardSection } from '../../../components/ui/card-section';
import { AppealForm } from './appeal-form';
import { AppealList } from './appeal-list';

/** Appeals: the form while the appeal window is open, and every appeal lodged. Nothing when neither. */
export function AppealSection({ readiness }: { readiness: FundingReadiness }) {
  const { appealWindow, appeals } = readiness;
  if (!appealWindow.open && appeals.length === 0) return null;
  return (
    <CardSection
      title={fundingTexts.appeal.heading}
      intro={appealWindow.open && appealWindow.until ? fundingTexts.appeal.windowOpen(showDay(appealWindow.until)) : undefined}
    >
      {appealWindow.open && <AppealForm />}
      {appeals.length > 0 && <AppealList appeals={appeals} />}
    </CardSection>
  );
}
