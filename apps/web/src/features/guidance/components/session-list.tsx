import { consultationTexts } from '@kusasa/domain/guidance-texts';
import { CONSULTATION_SESSIONS } from '@kusasa/domain/rules/consultations';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import { cn } from '../../../lib/cn';

/** The three consultation session types with duration and price (seed 001 section 9). */
export function SessionList({ detailed = false, className }: { detailed?: boolean; className?: string }) {
  return (
    <ul className={cn('grid gap-3', detailed && 'md:grid-cols-3', className)}>
      {CONSULTATION_SESSIONS.map((session) => (
        <li key={session.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <p className="font-semibold text-slate-950 dark:text-white">{session.name}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {consultationTexts.duration(session.durationMinutes)} · {formatZarWhole(session.priceCents)}
          </p>
          {detailed && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{consultationTexts.sessions[session.id]}</p>}
        </li>
      ))}
    </ul>
  );
}
