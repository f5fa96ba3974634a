import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';

/** A row of toggle buttons where one is chosen (the /faqs categories, AI Training's filters). */
export function FilterChips<K extends string>({
  label,
  items,
  selected,
  onSelect,
}: {
  label: string;
  items: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          aria-pressed={selected === item.key}
          disabled={!hydrated}
          onClick={() => onSelect(item.key)}
          className={cn(
            'min-h-9 rounded-full border px-3.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
            selected === item.key
              ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
          )}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
