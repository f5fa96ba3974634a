import { useState } from 'react';
import { pricingTexts } from '@kusasa/domain/pricing-texts';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import { Button } from '../../components/ui/button';

/** The R600 expert session. Booking is not built yet, and the button says so instead of pretending. */
export function ExpertSessionCard() {
  const [asked, setAsked] = useState(false);
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
        <Button variant="outline" onClick={() => setAsked(true)} aria-describedby={asked ? 'expert-session-soon' : undefined}>
          {pricingTexts.bookConsultation}
        </Button>
      </div>
      <p id="expert-session-soon" role="status" className="mt-3 text-sm font-medium text-slate-800 empty:hidden dark:text-slate-200">
        {asked ? pricingTexts.bookingSoon : ''}
      </p>
    </section>
  );
}
