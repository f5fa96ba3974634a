import { useState } from 'react';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { Button } from '../../components/ui/button';
import { OutcomeCard } from './outcome-card';
import { FundingWizard } from './questionnaire/funding-wizard';
import { CardSection } from '../../components/ui/card-section';

/** The questionnaire until it is complete (or reopened), then the outcome with a way to change the answers. */
export function QuestionnaireSection({ readiness }: { readiness: FundingReadiness }) {
  const [editing, setEditing] = useState(false);
  const [finished, setFinished] = useState(false);
  const { assessment } = readiness;

  if (!assessment || editing)
    return (
      <CardSection title={fundingTexts.wizard.heading} intro={assessment ? undefined : fundingTexts.wizard.intro}>
        <FundingWizard
          readiness={readiness}
          onDone={() => {
            setEditing(false);
            setFinished(true);
          }}
          onCancel={assessment ? () => setEditing(false) : undefined}
        />
      </CardSection>
    );

  return (
    <CardSection title={fundingTexts.outcome.heading}>
      <OutcomeCard assessment={assessment} takeFocus={finished} />
      <Button
        variant="outline"
        className="mt-4 justify-self-start"
        onClick={() => {
          setFinished(false);
          setEditing(true);
        }}
      >
        {fundingTexts.wizard.changeAnswers}
      </Button>
    </CardSection>
  );
}
