import { Link } from 'react-router';
import { pricingTexts } from '@kusasa/domain/pricing-texts';
import { EXPERT_SESSION_TYPE } from '@kusasa/domain/rules/consultations';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import { buttonVariants } from '../../components/ui/button';

/** The R600 expert session: a Career Guidance consultation, booked on /consultations (issue 31). */
export function ExpertSessionCard() {
  return (
    <section aria-labelledby="expert-session-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="expert-session-heading" className="text-xl font-bold text-slate-950 dark:text-white">
            {pricingTexts.expertTitle}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{pricingTexts.expertBody}</p>
          <p className="mt-2 text-2xl font-bold text-slate-950 dark:text-white">{formatZarWhole(pricingTexts.expertPriceCents)}</p>
        </div>
        <Link to={`/consultations?session=${EXPERT_SESSION_TYPE}`} className={buttonVariants({ variant: 'outline' })}>
          {pricingTexts.bookConsultation}
        </Link>
      </div>
    </section>
  );
}
