import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deadlineTexts } from '@kusasa/domain/deadline-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { CalendarFeed } from '@kusasa/domain/schemas/deadlines';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { learnerKeys } from '../../lib/query-keys';
import { useCalendarFeed } from './api/get-calendar-feed';
import { makeCalendarFeed } from './api/make-calendar-feed';
import { revokeCalendarFeed } from './api/revoke-calendar-feed';

const t = deadlineTexts.calendar;

/** The same address for a phone's calendar app: webcal:// opens the subscription dialog on iOS and Android calendars. */
export const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** The private calendar feed: make it (shown once), copy it, open it on a phone, make a new one, stop it (after confirming). */
export function CalendarSection() {
  const headingId = useId();
  const addressId = useId();
  const client = useQueryClient();
  const feed = useCalendarFeed();
  const [madeUrl, setMadeUrl] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const settle = (next: CalendarFeed) => client.setQueryData(learnerKeys.calendarFeed(), next);

  const make = useMutation({
    mutationFn: makeCalendarFeed,
    onSuccess: (next) => {
      settle(next);
      setMadeUrl(next.url);
      setMessage(null);
    },
    onError: () => setMessage({ tone: 'error', text: t.failed }),
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: (next) => {
      settle(next);
      setMadeUrl(null);
      setConfirming(false);
      setMessage({ tone: 'success', text: t.revoked });
    },
    onError: () => {
      setConfirming(false);
      setMessage({ tone: 'error', text: t.failed });
    },
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ tone: 'success', text: t.copied });
    } catch {
      setMessage({ tone: 'error', text: t.copyFailed });
    }
  }

  const live = madeUrl !== null || Boolean(feed.data?.createdAt);
  let body;
  if (feed.isPending) body = <Spinner label={t.title} />;
  else if (madeUrl) {
    body = (
      <div className="grid min-w-0 gap-2">
        <label htmlFor={addressId} className="font-medium text-slate-900 dark:text-white">
          {t.made}
        </label>
        <input
          id={addressId}
          readOnly
          value={madeUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy(madeUrl)}>
            {t.copy}
          </Button>
          <a href={webcalOf(madeUrl)} className={buttonVariants({ size: 'sm' })}>
            {t.openOnPhone}
          </a>
        </div>
      </div>
    );
  } else if (feed.data?.createdAt) body = <p>{t.live(formatLongDate(feed.data.createdAt))}</p>;
  else body = <p>{t.none}</p>;

  return (
    <section aria-labelledby={headingId}>
      <Card className="grid min-w-0 gap-3 p-4 sm:p-6">
        <h2 id={headingId} className="text-xl font-semibold text-slate-950 dark:text-white">
          {t.title}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{t.intro}</p>
        {body}
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        {!feed.isPending && (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant={live ? 'outline' : 'primary'} onClick={() => make.mutate()} disabled={make.isPending} aria-busy={make.isPending}>
              {live ? t.makeNew : t.make}
            </Button>
            {live && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t.revoke}
              </Button>
            )}
            {live && <p className="text-sm text-slate-600 dark:text-slate-400">{t.makeNewHint}</p>}
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={confirming}
        title={t.revoke}
        question={t.revokeConfirm}
        confirm={t.confirm}
        cancel={t.cancel}
        busy={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => revoke.mutate()}
      />
    </section>
  );
}
