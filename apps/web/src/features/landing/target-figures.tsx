export interface TargetFigure {
  value: string;
  label: string;
}

/**
 * Marketing figures from the seed are targets, not results (seed 001, section 1), and are
 * labelled as such wherever they appear.
 */
export function TargetFigures({ figures }: { figures: TargetFigure[] }) {
  return (
    <figure className="mt-10 rounded-2xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-800 dark:bg-amber-950/40">
      <figcaption className="text-sm font-semibold tracking-wide text-amber-950 uppercase dark:text-amber-100">Our 2025 targets</figcaption>
      <dl className="mt-4 grid grid-cols-2 gap-6 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col gap-1">
            <dt className="text-sm text-slate-800 dark:text-slate-200">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold text-slate-950 dark:text-white">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-800 dark:text-slate-200">These are goals we are working towards, not results we have achieved yet.</p>
    </figure>
  );
}
