import { useSearchParams } from 'react-router';
import { documentReviewTexts as t } from '@kusasa/domain/document-review-texts';
import { Container } from '../../components/ui/container';
import { LoadFailed, PageHeading } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useLearnerReviews } from './api/document-reviews';
import { AskForm } from './ask-form';
import { MyRequests } from './my-requests';
import { canAsk, TermsNotice } from './terms-notice';

/** /reviews (issue 31): what the learner's plan gives, asking for a review, and their requests with the answers. */
export default function ReviewsPage({ title }: PageProps) {
  const reviews = useLearnerReviews();
  const [search] = useSearchParams();

  let body;
  if (reviews.data) {
    body = (
      <div className="grid min-w-0 gap-6">
        <TermsNotice terms={reviews.data.terms} />
        {canAsk(reviews.data.terms) && <AskForm view={reviews.data} preselected={search.get('document')} />}
        <MyRequests requests={reviews.data.requests} />
      </div>
    );
  } else if (reviews.isError) {
    body = <LoadFailed message={t.errors.loadFailed} retry={t.tryAgain} query={reviews} />;
  } else {
    body = <Spinner label={t.loading} />;
  }

  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={`${t.intro} ${t.privacy}`} />
      <div className="mt-6">{body}</div>
    </Container>
  );
}
