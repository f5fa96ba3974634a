import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { WIZARD_STEP_TITLES, wizardTexts } from '@kusasa/domain/profile-texts';
import { LAST_WIZARD_STEP, type Profile, wizardDraftSchema } from '@kusasa/domain/schemas/profile';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../lib/toast';
import { resetProgress, saveProgress } from './api/progress';
import { ResumePrompt } from './resume-prompt';
import { StepForm } from './step-form';
import { DOCUMENTS_STEP, REVIEW_STEP, addressStep, contactStep, educationStep, personalStep } from './steps';
import { type DocumentCardComponent, DocumentsStep, useFillMarks } from './steps/documents-step';
import { ReviewStep } from './steps/review-step';
import { WizardProgress } from './wizard-progress';
import { clearWizardState, readWizardState, writeWizardState } from './wizard-storage';
import { type WizardValues, emptyValues, toDraft, valuesFromProfile, withDraft } from './wizard-values';
import { learnerKeys } from '../../lib/query-keys';

const clampStep = (step: number) => Math.min(Math.max(Math.trunc(step) || 0, 0), LAST_WIZARD_STEP);

/** Where a resume would take the learner: the server's saved progress wins; else this device's. */
function savedPlace(profile: Profile, userId: string): { step: number; values: WizardValues } | null {
  const base = valuesFromProfile(profile);
  if (profile.progress.isDataSaved) return { step: clampStep(profile.progress.currentStep), values: withDraft(base, profile.progress.draft) };
  const local = readWizardState(userId);
  if (!local?.isDataSaved) return null;
  return { step: clampStep(local.currentStep), values: withDraft(base, wizardDraftSchema.safeParse(local).data ?? {}) };
}

/** What the wizard shows of other features; app/pages/profile-wizard-page.tsx composes them. */
export interface WizardParts {
  /** Step 5's upload card, one per document type. */
  DocumentUploadCard: DocumentCardComponent;
  /** The learner's APS from the saved marks, on the review step. */
  ApsCard: ComponentType;
}

export function Wizard({ profile, userId, parts }: { profile: Profile; userId: string; parts: WizardParts }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [resume, setResume] = useState(() => savedPlace(profile, userId));
  const [values, setValues] = useState<WizardValues>(() => valuesFromProfile(profile));
  const [step, setStep] = useState(0);
  const [isDataSaved, setIsDataSaved] = useState(resume !== null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Counts moves between steps; the first render (or a resume) does not steal focus.
  const [moves, setMoves] = useState(0);
  const fillMarks = useFillMarks(values, setValues);

  // The local mirror (seed: wizard state under a versioned key), kept while the learner works.
  useEffect(() => {
    if (!resume) writeWizardState({ userId, ...values, currentStep: step, isDataSaved });
  }, [resume, userId, values, step, isDataSaved]);

  // A new step's heading takes focus, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (moves === 0) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [moves]);

  const goTo = (next: number) => {
    setMoves((n) => n + 1);
    setStep(clampStep(next));
    if (next === REVIEW_STEP) void client.invalidateQueries({ queryKey: learnerKeys.profile() });
  };

  const continueSaved = () => {
    if (!resume) return;
    setValues(resume.values);
    setStep(resume.step);
    setResume(null);
  };

  const startNew = async () => {
    setBusy(true);
    try {
      client.setQueryData(learnerKeys.profile(), await resetProgress());
      clearWizardState();
      setValues(emptyValues(profile));
      setStep(0);
      setIsDataSaved(false);
      setResume(null);
    } catch {
      toast.error(wizardTexts.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const saveAndExit = async () => {
    setBusy(true);
    try {
      client.setQueryData(learnerKeys.profile(), await saveProgress({ currentStep: step, isDataSaved: true, draft: toDraft(values) }));
      writeWizardState({ userId, ...values, currentStep: step, isDataSaved: true });
      toast.success(wizardTexts.progressSaved);
      await navigate('/auth-redirect');
    } catch {
      toast.error(wizardTexts.saveFailed);
      setBusy(false);
    }
  };

  if (resume) return <ResumePrompt onContinue={continueSaved} onStartNew={() => void startNew()} busy={busy} />;

  // Step forms submit to save; the documents step only moves on (its cards upload by themselves).
  const formActions = (saving: boolean, onNext?: () => void) => (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {step > 0 ? (
        <Button variant="outline" onClick={() => goTo(step - 1)}>
          {wizardTexts.back}
        </Button>
      ) : (
        <span />
      )}
      <Button type={onNext ? 'button' : 'submit'} onClick={onNext} disabled={saving} aria-busy={saving}>
        {saving ? wizardTexts.saving : wizardTexts.next}
      </Button>
    </div>
  );
  const next = () => goTo(step + 1);
  const set =
    <K extends keyof WizardValues>(key: K) =>
    (value: WizardValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1">
          <WizardProgress step={step} />
        </div>
        <Button variant="outline" onClick={() => void saveAndExit()} disabled={busy} aria-busy={busy} className="sm:ml-6">
          {busy ? wizardTexts.saving : wizardTexts.saveAndExit}
        </Button>
      </div>
      <Card className="p-5 sm:p-6">
        <h2 ref={heading} tabIndex={-1} className="mb-5 text-xl font-semibold text-slate-950 focus:outline-none dark:text-white">
          {WIZARD_STEP_TITLES[step]}
        </h2>
        {step === personalStep.index && (
          <StepForm
            config={personalStep}
            values={values.personalInfo}
            onChange={set('personalInfo')}
            onSaved={next}
            idNumberLocked={profile.personal.idNumberLocked}
            identityCheck={profile.personal.identityCheck}
            actions={formActions}
          />
        )}
        {step === contactStep.index && (
          <StepForm config={contactStep} values={values.contactInfo} onChange={set('contactInfo')} onSaved={next} actions={formActions} />
        )}
        {step === addressStep.index && (
          <StepForm config={addressStep} values={values.addressInfo} onChange={set('addressInfo')} onSaved={next} actions={formActions} />
        )}
        {step === educationStep.index && (
          <StepForm config={educationStep} values={values.educationInfo} onChange={set('educationInfo')} onSaved={next} actions={formActions} />
        )}
        {step === DOCUMENTS_STEP && (
          <div className="grid gap-6">
            <DocumentsStep DocumentUploadCard={parts.DocumentUploadCard} onUseMarks={fillMarks} />
            {formActions(false, () => goTo(step + 1))}
          </div>
        )}
        {step === REVIEW_STEP && <ReviewStep ApsCard={parts.ApsCard} onEdit={goTo} onBack={() => goTo(step - 1)} />}
      </Card>
    </div>
  );
}
