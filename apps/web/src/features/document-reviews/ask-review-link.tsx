import { Link } from 'react-router';
import { documentReviewTexts } from '@kusasa/domain/document-review-texts';
import { buttonVariants } from '../../components/ui/button';
import { useLearnerReviews } from './api/document-reviews';
import { canAsk } from './terms-notice';

/**
 * "Ask for a review" beside one of the learner's documents, where their plan allows one now; it
 * opens /reviews with the document chosen. Nothing while the terms load or when they cannot ask.
 */
export function AskReviewLink({ documentId, label }: { documentId: string; label: string }) {
  const reviews = useLearnerReviews();
  if (!reviews.data || !canAsk(reviews.data.terms)) return null;
  return (
    <Link
      to={`/reviews?document=${encodeURIComponent(documentId)}`}
      className={buttonVariants({ size: 'sm', variant: 'outline' })}
      aria-label={`${documentReviewTexts.ask.submit}: ${label}`}
    >
      {documentReviewTexts.ask.submit}
    </Link>
  );
}
