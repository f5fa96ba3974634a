import { formatLongDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import type { OpenRequest } from '@kusasa/domain/schemas/sponsors/funding';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorshipTexts, sponsorTexts } from '@kusasa/domain/sponsor-texts';
import { fillText } from '@kusasa/domain/texts';
import { Button } from '../../components/ui/button';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';

const page = sponsorPageTexts.dashboard;

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={value ? 'text-slate-900 dark:text-slate-100' : 'text-slate-600 italic dark:text-slate-400'}>{value ?? sponsorTexts.notShared}</dd>
    </div>
  );
}

/** One open request: what the learner chose to share, a tick to add it to a payment, and a button to fund it alone. */
export function OpenRequestCard({
  request,
  selected,
  onSelect,
  onFund,
  busy,
}: {
  request: OpenRequest;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onFund: () => void;
  busy: boolean;
}) {
  const amount = formatZar(request.requestedAmountCents);
  const who = request.shared.firstName ?? page.aLearner;
  const checkboxId = `select-${request.id}`;
  return (
    <li>
      <article
        aria-labelledby={`${checkboxId}-title`}
        className={`rounded-xl border p-4 ${selected ? 'border-emerald-600 bg-emerald-50/60 dark:border-emerald-400 dark:bg-emerald-950/30' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
      >
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={fillText(page.selectRequest, { amount, who })}
            className="mt-1 size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
          />
          <div className="min-w-0 flex-1">
            <h3 id={`${checkboxId}-title`} className="text-lg font-bold text-slate-950 dark:text-white">
              {amount} <span className="text-base font-medium text-slate-700 dark:text-slate-300">· {sponsorshipTexts.purposes[request.purpose]}</span>
            </h3>
            {/* Which kind of identity check the learner passed (issue 32), in its exact words. */}
            <IdentityCheckBadge check={request.identityCheck} size="sm" className="mt-1" />
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
              <Detail label="First name" value={request.shared.firstName} />
              <Detail label={sponsorTexts.filters.province} value={request.shared.province} />
              <Detail label="APS band" value={request.shared.apsBand} />
              <Detail label="Programme" value={request.shared.programme} />
              <Detail label={sponsorTexts.filters.institution} value={request.shared.institution} />
              <Detail label="Asked on" value={formatLongDate(request.createdAt)} />
            </dl>
          </div>
        </div>
        <div className="mt-3 flex justify-end">
          <Button size="sm" variant="outline" disabled={busy} onClick={onFund} aria-label={`${sponsorTexts.fundOne} ${amount} for ${who}`}>
            {sponsorTexts.fundOne}
          </Button>
        </div>
      </article>
    </li>
  );
}
