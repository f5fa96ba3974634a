import { Link } from 'react-router';
import { deadlineTexts } from '@kusasa/domain/deadline-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { AfterClosing, DeadlineAlternative } from '@kusasa/domain/schemas/deadlines';

const t = deadlineTexts.afterClosing;

function Alternatives({ title, rows }: { title: string; rows: DeadlineAlternative[] }) {
  if (rows.length === 0) return null;
  return (
    <div>
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {rows.map((row) => (
          <li key={`${row.link}-${row.what}`}>
            <Link to={row.link} className="underline underline-offset-2">
              {row.institutionName}
            </Link>
            : {row.what} ({row.closesOn ? t.closesOn(formatIsoDay(row.closesOn)) : t.noDate})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** For a closed date, honestly: it is closed; late applications if the institution takes them; else who is still open. */
export function AfterClosingNote({ after }: { after: AfterClosing }) {
  const nothing = !after.lateUntil && after.openElsewhere.length === 0 && after.tvetIntakes.length === 0;
  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
      <p className="font-semibold">{t.closed}</p>
      <p>{after.lateUntil ? t.lateUntil(formatIsoDay(after.lateUntil)) : after.lateRules ? t.lateClosed : t.noLate}</p>
      {after.lateRules && <p>{t.lateRules(after.lateRules)}</p>}
      <Alternatives title={t.elsewhere} rows={after.openElsewhere} />
      <Alternatives title={t.tvet} rows={after.tvetIntakes} />
      {nothing && <p>{t.nothingElse}</p>}
    </div>
  );
}
