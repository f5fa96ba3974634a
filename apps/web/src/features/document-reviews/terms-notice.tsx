import { Link } from 'react-router';
import { documentReviewTexts, workingDaysText } from '@kusasa/domain/document-review-texts';
import type { LearnerReviews } from '@kusasa/domain/schemas/document-reviews';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';

const t = documentReviewTexts.terms;

/** What the learner's plan gives (or that it gives none, with the plans), and whether they have reached its limit. */
export function TermsNotice({ terms: view }: { terms: LearnerReviews['terms'] }) {
  const { terms } = view;
  if (!terms) {
    return (
      <Alert tone="info">
        <p>{t.unavailable}</p>
        <Link to={view.upgradeUrl} className={buttonVariants({ size: 'sm', variant: 'secondary', className: 'mt-2' })}>
          {t.upgrade}
        </Link>
      </Alert>
    );
  }
  const days = workingDaysText(terms.workingDays);
  return (
    <Alert tone="info">
      <p>{terms.priority ? t.priority(days, terms.maxOpen) : t.standard(days, terms.maxOpen)}</p>
      {view.openCount >= terms.maxOpen && <p className="mt-2 font-medium">{t.limitReached(terms.maxOpen)}</p>}
    </Alert>
  );
}

/** Whether the learner may ask now: their plan includes reviews and they are under its limit. */
export const canAsk = ({ terms, openCount }: LearnerReviews['terms']) => terms !== null && openCount < terms.maxOpen;
