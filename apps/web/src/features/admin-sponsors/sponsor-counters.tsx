import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { useSponsorCounters } from './api/hooks';

/** The four counters at the top of /admin/sponsors: sponsors and allocations, all and active. */
export function SponsorCounters() {
  const counters = useSponsorCounters();
  const items = [
    { label: texts.counters.totalSponsors, value: counters.data?.totalSponsors },
    { label: texts.counters.activeSponsors, value: counters.data?.activeSponsors },
    { label: texts.counters.totalAllocations, value: counters.data?.totalAllocations },
    { label: texts.counters.activeAllocations, value: counters.data?.activeAllocations },
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={counters.isPending}>
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-950 dark:text-white">{item.value ?? (counters.isError ? '—' : '…')}</dd>
        </div>
      ))}
    </dl>
  );
}
