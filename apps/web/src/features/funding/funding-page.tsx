import { fundingTexts } from '@kusasa/domain/funding-texts';
import { LoadFailed, PageHeading } from '../../components/ui/load-failed';
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
    body = <LoadFailed message={fundingTexts.loadFailed} retry={fundingTexts.tryAgain} query={funding} />;
  } else {
    body = <Spinner label={fundingTexts.loading} />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={fundingTexts.intro} />
      <div className="mt-6">{body}</div>
    </Container>
  );
}
