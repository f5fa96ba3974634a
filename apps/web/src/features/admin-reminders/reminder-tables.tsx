import { useId } from 'react';
import { Link } from 'react-router';
import { adminRemindersTexts as t, channelSettingsTexts } from '@kusasa/domain/messaging-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { AdminReminders, DateToCheck } from '@kusasa/domain/schemas/messaging';
import { CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';

const linkClass = 'break-words text-emerald-800 underline dark:text-emerald-300';
const headingClass = 'text-xl font-semibold text-slate-950 dark:text-white';

/** The last 7 days' messages by channel and status. */
export function CountsSection({ counts }: { counts: AdminReminders['counts'] }) {
  const headingId = useId();
  const c = t.column;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <h2 id={headingId} className={headingClass}>
        {t.counts}
      </h2>
      {counts.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.countsEmpty}</p>
      ) : (
        <TableFrame className="sm:max-w-xl">
          <Table>
            <caption className="px-4 py-3 text-left text-sm text-slate-700 dark:text-slate-300">{t.countsCaption}</caption>
            <thead>
              <tr>
                <Th>{c.channel}</Th>
                <Th>{c.status}</Th>
                <Th className="text-right">{c.count}</Th>
              </tr>
            </thead>
            <tbody>
              {counts.map((row) => (
                <tr key={`${row.channel}:${row.status}`}>
                  <td className="border-b border-slate-100 px-4 py-3 dark:border-slate-800">{channelSettingsTexts.channel[row.channel].name}</td>
                  <td className="border-b border-slate-100 px-4 py-3 dark:border-slate-800">{t.statusLabels[row.status]}</td>
                  <td className="border-b border-slate-100 px-4 py-3 text-right tabular-nums dark:border-slate-800">{row.count}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </section>
  );
}

function Source({ date }: { date: DateToCheck }) {
  const title = date.sourceTitle ?? date.sourceUrl;
  if (!date.sourceUrl) return <>{title ?? '—'}</>;
  return (
    <a href={date.sourceUrl} target="_blank" rel="noreferrer" className={linkClass}>
      {title}
    </a>
  );
}

/** Upcoming dates not checked in 60 days, each leading to where it is corrected. */
export function DatesToCheckSection({ dates }: { dates: readonly DateToCheck[] }) {
  const headingId = useId();
  const c = t.dateColumn;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <h2 id={headingId} className={headingClass}>
        {t.datesToCheck}
      </h2>
      {dates.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.datesToCheckEmpty}</p>
      ) : (
        <TableFrame>
          <Table aria-labelledby={headingId}>
            <thead className="max-sm:hidden">
              <tr>
                <Th>{c.what}</Th>
                <Th>{c.day}</Th>
                <Th>{c.checkedOn}</Th>
                <Th>{c.source}</Th>
                <Th>{c.owner}</Th>
              </tr>
            </thead>
            <tbody>
              {dates.map((date) => (
                <CardRow key={date.id}>
                  <LabelledCell label={c.what} className="font-medium max-sm:col-span-2">
                    <Link to={date.link} className={linkClass}>
                      {date.what}
                    </Link>
                  </LabelledCell>
                  <LabelledCell label={c.day} className="whitespace-nowrap">
                    <time dateTime={date.day}>{formatIsoDay(date.day)}</time>
                  </LabelledCell>
                  <LabelledCell label={c.checkedOn} className="whitespace-nowrap">
                    {date.checkedOn ? <time dateTime={date.checkedOn}>{formatIsoDay(date.checkedOn)}</time> : t.neverChecked}
                  </LabelledCell>
                  <LabelledCell label={c.source}>
                    <Source date={date} />
                  </LabelledCell>
                  <LabelledCell label={c.owner}>{date.owner === 'institution' ? t.ownerInstitution : t.ownerAdmins}</LabelledCell>
                </CardRow>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </section>
  );
}
