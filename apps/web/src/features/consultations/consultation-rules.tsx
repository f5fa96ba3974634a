import { Link } from 'react-router';
import { consultationRuleTexts as t } from '@kusasa/domain/consultation-texts';

/** The cancellation and rescheduling rules, shown before the learner books and pays. */
export function ConsultationRules() {
  return (
    <section aria-labelledby="consultation-rules-title" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 id="consultation-rules-title" className="font-semibold text-slate-950 dark:text-white">
        {t.title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {t.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Link to="/refund-policy" className="mt-2 inline-block text-sm font-medium text-emerald-800 underline dark:text-emerald-300">
        {t.policyLink}
      </Link>
    </section>
  );
}
