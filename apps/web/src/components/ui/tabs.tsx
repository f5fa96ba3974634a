import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export const tabId = (base: string, key: string) => `${base}-tab-${key}`;
export const panelId = (base: string, key: string) => `${base}-panel-${key}`;

/**
 * A WAI-ARIA tab list without a library: one tab in the Tab order (roving tabindex), arrow keys,
 * Home and End move between tabs and select them. Render the panel with <TabPanel>.
 */
export function TabList<K extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  className,
}: {
  id: string;
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={cn('flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800', className)}>
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(id, tab.key)}
            aria-selected={active}
            aria-controls={panelId(id, tab.key)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className={cn(
              // Tabs share the row; on a phone a long label wraps rather than scrolling out of sight.
              'inline-flex min-h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg px-3 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:flex-none sm:px-4 sm:text-base [&_svg]:size-5 [&_svg]:shrink-0',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:focus-visible:outline-emerald-400',
              active
                ? 'bg-white text-emerald-900 shadow-sm dark:bg-slate-950 dark:text-emerald-200'
                : 'text-slate-700 hover:bg-white/60 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-900/60 dark:hover:text-white',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ id, tabKey, children, className }: { id: string; tabKey: string; children: ReactNode; className?: string }) {
  return (
    <div
      role="tabpanel"
      id={panelId(id, tabKey)}
      aria-labelledby={tabId(id, tabKey)}
      tabIndex={0}
      className={cn('focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600', className)}
    >
      {children}
    </div>
  );
}
