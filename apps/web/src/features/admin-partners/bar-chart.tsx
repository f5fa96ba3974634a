import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** How the value is read out (an amount in rand, a count). */
  display: string;
}

/**
 * A horizontal bar chart drawn with plain elements (no chart library: a few bars need none),
 * hidden from screen readers, with the same figures in a table they read instead.
 */
export function BarChart({ title, bars, valueHeading }: { title: string; bars: Bar[]; valueHeading: string }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id={id} className="font-semibold text-slate-950 dark:text-white">
        {title}
      </h2>
      {bars.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">No figures yet.</p>
      ) : (
        <>
          <div aria-hidden="true" className="mt-4 grid grid-cols-1 gap-2">
            {bars.map((bar) => (
              <div key={bar.label} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2 text-sm">
                <span className="truncate text-slate-700 dark:text-slate-300">{bar.label}</span>
                <span className="h-4 rounded bg-slate-100 dark:bg-slate-800">
                  <span className="block h-4 rounded bg-emerald-600 dark:bg-emerald-400" style={{ width: `${(bar.value / max) * 100}%` }} />
                </span>
                <span className="font-medium whitespace-nowrap tabular-nums">{bar.display}</span>
              </div>
            ))}
          </div>
          {/* A table lays itself out at its content's width whatever its own width says: the hiding goes on a wrapper, or it widens the page. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{title}</th>
                  <th scope="col">{valueHeading}</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.label}>
                    <th scope="row">{bar.label}</th>
                    <td>{bar.display}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
