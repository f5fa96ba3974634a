import { shellTexts } from '@kusasa/domain/shell-texts';

/** The Kusasa mark (a sun rising over the horizon: kusasa means "tomorrow") and name. */
export function BrandLogo() {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-emerald-700 dark:fill-emerald-400" />
        <path d="M8 21a8 8 0 0 1 16 0z" className="fill-amber-300 dark:fill-amber-200" />
        <path d="M6 23.5h20" strokeWidth="2" strokeLinecap="round" className="stroke-white dark:stroke-slate-950" />
        <path d="M16 7.5v3M9.5 10.5l2 2M22.5 10.5l-2 2" strokeWidth="2" strokeLinecap="round" className="stroke-amber-300 dark:stroke-amber-200" />
      </svg>
      {shellTexts.brand}
    </span>
  );
}
