import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { WIZARD_STEP_TITLES, wizardTexts } from '@kusasa/domain/profile-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { completeProfile } from '../api/complete-profile';
import { useProfile } from '../api/get-profile';
import { AddressSummary, ContactSummary, DocumentsSummary, EducationSummary, PersonalSummary, SummarySection } from '../summary';
import { clearWizardState } from '../wizard-storage';
import { learnerKeys } from '../../../lib/query-keys';

const SECTIONS = [PersonalSummary, ContactSummary, AddressSummary, EducationSummary, DocumentsSummary];

/** Step 6, Review & Submit: everything saved, an Edit link per section, the learner's APS, and the final submit. */
export function ReviewStep({ ApsCard, onEdit, onBack }: { ApsCard: ComponentType; onEdit: (step: number) => void; onBack: () => void }) {
  const profile = useProfile();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What is missing is read first: the message takes focus when it appears.
  useEffect(() => {
    if (problem) document.getElementById('review-problem')?.focus();
  }, [problem]);

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await completeProfile();
      clearWizardState();
      void client.invalidateQueries({ queryKey: learnerKeys.profile() });
      void client.invalidateQueries({ queryKey: learnerKeys.dashboard() });
      toast.success(wizardTexts.profileComplete, { description: wizardTexts.profileCompleteDescription });
      await navigate('/auth-redirect');
    } catch (error) {
      setProblem(error instanceof ApiError && error.code === 'VALIDATION' ? error.message : wizardTexts.saveFailed);
      setBusy(false);
    }
  };

  const data = profile.data;
  if (!data) return profile.isError ? <Alert tone="error">{wizardTexts.loadFailed}</Alert> : <Spinner label="Loading your profile..." />;
  return (
    <div className="grid gap-6">
      <p className="text-slate-700 dark:text-slate-300">{wizardTexts.reviewIntro}</p>
      <div className="grid gap-4">
        {SECTIONS.map((Summary, step) => (
          <SummarySection key={WIZARD_STEP_TITLES[step]} id={`review-section-${step}`} title={WIZARD_STEP_TITLES[step]!} onEdit={() => onEdit(step)}>
            <Summary profile={data} />
          </SummarySection>
        ))}
      </div>
      <ApsCard />
      {problem && (
        <Alert tone="error" id="review-problem" focusable>
          <p className="font-semibold">{wizardTexts.incompleteTitle}</p>
          <p>{problem}</p>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          {wizardTexts.back}
        </Button>
        <Button onClick={() => void submit()} disabled={busy} aria-busy={busy}>
          {busy ? wizardTexts.submitting : wizardTexts.submit}
        </Button>
      </div>
    </div>
  );
}
