import { fundingTexts } from '@kusasa/domain/funding-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { AppealSection } from './appeal/appeal-section';
import { useFunding } from './api/get-funding';
import { ChecklistSection } from './checklist/checklist-section';
import { InvitationsSection } from './invitations-section';
import { NsfasSection } from './nsfas/nsfas-section';
import { QuestionnaireSection } from './questionnaire-section';
import { SharingSection } from './sharing/sharing-section';
import { TimelineSection } from './timeline-section';

/** /funding (issue 28): the learner's NSFAS pre-check, documents, window and status, sharing, appeals, invitations and timeline. */
export default function FundingPage({ title }: PageProps) {
  const funding = useFunding();

  let body;
  if (funding.data) {
    const readiness = funding.data;
    body = (
      <div className="grid min-w-0 gap-6">
        <QuestionnaireSection readiness={readiness} />
        <ChecklistSection readiness={readiness} />
        <NsfasSection readiness={readiness} />
        <AppealSection readiness={readiness} />
        <SharingSection readiness={readiness} />
        <InvitationsSection invitations={readiness.invitations} />
        <TimelineSection />
      </div>
    );
  } else if (funding.isError) {
    body = (
      <div className="grid max-w-xl gap-4">
        <Alert tone="error">{fundingTexts.loadFailed}</Alert>
        <Button variant="outline" className="justify-self-start" disabled={funding.isFetching} onClick={() => void funding.refetch()}>
          {fundingTexts.tryAgain}
        </Button>
      </div>
    );
  } else {
    body = <Spinner label={fundingTexts.loading} />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{fundingTexts.intro}</p>
      <div className="mt-6">{body}</div>
    </Container>
  );
}
