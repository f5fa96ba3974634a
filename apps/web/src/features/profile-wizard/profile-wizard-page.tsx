import { wizardTexts } from '@kusasa/domain/profile-texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { useProfile } from './api/get-profile';
import { Wizard, type WizardParts } from './wizard';

/** /profile-completion (seed 001 sections 2, 4 and 7): the six-step profile wizard. */
export function ProfileWizardPage({ title, parts }: PageProps & { parts: WizardParts }) {
  const session = useSession();
  const profile = useProfile();
  const userId = session.status === 'signed-in' ? session.user.id : null;

  let body;
  if (profile.isError && !profile.data) {
    body = (
      <div className="grid max-w-xl gap-4">
        <Alert tone="error">{wizardTexts.loadFailed}</Alert>
        <Button variant="outline" className="justify-self-start" onClick={() => void profile.refetch()}>
          {wizardTexts.tryAgain}
        </Button>
      </div>
    );
  } else if (profile.data && userId) {
    body = <Wizard profile={profile.data} userId={userId} parts={parts} />;
  } else {
    body = <Spinner label="Loading your profile..." />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <div className="mt-6">{body}</div>
    </Container>
  );
}
