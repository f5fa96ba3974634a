import { type SEVERITY_COLOURS, severityColour } from '@kusasa/domain/rules/audit-log';
import { cn } from '../../lib/cn';

type Colour = (typeof SEVERITY_COLOURS)[keyof typeof SEVERITY_COLOURS];

// The seed's badge colours: critical red, error orange, warning yellow, info blue.
const colourClasses: Record<Colour, string> = {
  red: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-800',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950 dark:text-orange-100 dark:ring-orange-800',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-950 dark:text-yellow-100 dark:ring-yellow-800',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-800',
};

export function SeverityBadge({ severity }: { severity: string }) {
  const colour = severityColour(severity);
  return (
    <span
      data-colour={colour}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset', colourClasses[colour])}
    >
      {severity}
    </span>
  );
}
