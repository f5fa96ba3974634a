import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { profilePageTexts, wizardTexts } from '@kusasa/domain/profile-texts';
import type { IdentityCheck } from '@kusasa/domain/schemas/identity-check';
import type { Profile } from '@kusasa/domain/schemas/profile';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import type { SavedStep } from './api/save-step';
import { useProfile } from './api/get-profile';
import { StepForm } from './step-form';
import { type StepConfig, addressStep, contactStep, educationStep, personalStep } from './steps';
import { AddressSummary, ContactSummary, EducationSummary, PersonalSummary, SummarySection } from './summary';
import { type WizardValues, valuesFromProfile } from './wizard-values';

function SectionEditor<K extends SavedStep, V>({
  config,
  initial,
  idNumberLocked,
  identityCheck,
  onDone,
}: {
  config: StepConfig<K, V>;
  initial: V;
  idNumberLocked?: boolean;
  identityCheck?: IdentityCheck | null;
  onDone: () => void;
}) {
  const [values, setValues] = useState(initial);
  return (
    <StepForm
      config={config}
      values={values}
      onChange={setValues}
      idNumberLocked={idNumberLocked}
      identityCheck={identityCheck}
      onSaved={() => {
        toast.success(profilePageTexts.saved);
        onDone();
      }}
      actions={(busy) => (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {profilePageTexts.cancel}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? wizardTexts.saving : profilePageTexts.save}
          </Button>
        </div>
      )}
    />
  );
}

function Sections({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState<SavedStep | null>(null);
  const values: WizardValues = valuesFromProfile(profile);
  const done = () => setEditing(null);
  const section = (key: SavedStep, title: string, summary: ReactNode, editor: ReactNode) => (
    <SummarySection id={`profile-section-${key}`} title={title} onEdit={editing === key ? undefined : () => setEditing(key)}>
      {editing === key ? editor : summary}
    </SummarySection>
  );
  return (
    <div className="grid gap-5">
      {section(
        'personal',
        personalStep.title,
        <PersonalSummary profile={profile} />,
        <SectionEditor
          config={personalStep}
          initial={values.personalInfo}
          idNumberLocked={profile.personal.idNumberLocked}
          identityCheck={profile.personal.identityCheck}
          onDone={done}
        />,
      )}
      {section(
        'contact',
        contactStep.title,
        <ContactSummary profile={profile} />,
        <SectionEditor config={contactStep} initial={values.contactInfo} onDone={done} />,
      )}
      {section(
        'address',
        addressStep.title,
        <AddressSummary profile={profile} />,
        <SectionEditor config={addressStep} initial={values.addressInfo} onDone={done} />,
      )}
      {section(
        'education',
        educationStep.title,
        <EducationSummary profile={profile} />,
        <SectionEditor config={educationStep} initial={values.educationInfo} onDone={done} />,
      )}
    </div>
  );
}

/** /profile for a learner: the saved profile in sections, each editable with the wizard's own step form. */
export function ProfileEditor() {
  const profile = useProfile();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="profile-details-title" className="grid gap-4">
        <h2 id="profile-details-title" className="text-xl font-semibold text-slate-950 dark:text-white">
          Your details
        </h2>
        {profile.isPending && <Spinner label="Loading your profile..." />}
        {profile.isError && !profile.data && (
          <div className="grid gap-3">
            <Alert tone="error">{wizardTexts.loadFailed}</Alert>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void profile.refetch()}>
              {wizardTexts.tryAgain}
            </Button>
          </div>
        )}
        {profile.data && (
          <>
            <p className="text-slate-700 dark:text-slate-300">{profilePageTexts.intro}</p>
            {!profile.data.progress.completedAt && (
              <Alert tone="info">
                <p>{profilePageTexts.incomplete}</p>
                <Link to="/profile-completion" className={buttonVariants({ size: 'sm', className: 'mt-2' })}>
                  {profilePageTexts.completeProfile}
                </Link>
              </Alert>
            )}
            <Sections profile={profile.data} />
          </>
        )}
      </section>
    </Card>
  );
}
