import { useState } from 'react';
import type { SupportRequest } from '@kusasa/domain/schemas/support';
import { supportTexts as texts } from '@kusasa/domain/support-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useChangeSupportStatus } from './api/admin-support';

const dateFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Johannesburg' });

/** One request in the admins' list: what was asked, by whom, and the answer (mailed) or Reopen. */
export function SupportRequestCard({ request }: { request: SupportRequest }) {
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useChangeSupportStatus();
  const replyId = `reply-${request.id}`;

  function send(withReply: boolean) {
    if (withReply && !reply.trim()) {
      setError(texts.replyRequired);
      return;
    }
    setError(undefined);
    change.mutate(
      { id: request.id, change: withReply ? { status: 'answered', reply: reply.trim() } : { status: request.status === 'open' ? 'answered' : 'open' } },
      {
        onSuccess: () => {
          setReply('');
          toast.success(texts.statusChanged);
        },
        onError: (failure) => toast.error(failure instanceof ApiError ? failure.message : texts.loadFailed),
      },
    );
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold break-words text-slate-900 dark:text-white">{request.subject}</h2>
        <span className="flex flex-wrap gap-2">
          {request.priority && <Badge tone="neutral">{texts.priority}</Badge>}
          <Badge tone={request.status === 'open' ? 'accent' : 'brand'}>{texts.statusLabels[request.status]}</Badge>
        </span>
      </div>
      <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
        {request.reference} · {request.category} · {request.name} &lt;{request.email}&gt;{request.signedIn ? ' · signed in' : ''} ·{' '}
        {dateFormat.format(new Date(request.createdAt))}
      </p>
      <p className="mt-3 whitespace-pre-wrap break-words text-slate-900 dark:text-slate-100">{request.message}</p>
      {request.reply && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <p className="font-semibold text-slate-800 dark:text-slate-200">
            Reply sent{request.answeredAt ? ` ${dateFormat.format(new Date(request.answeredAt))}` : ''}
          </p>
          <p className="mt-1 whitespace-pre-wrap text-slate-800 dark:text-slate-200">{request.reply}</p>
        </div>
      )}
      {request.status === 'open' ? (
        <div className="mt-3 grid gap-2">
          <TextareaField id={replyId} label={texts.reply} rows={3} value={reply} onChange={(event) => setReply(event.target.value)} error={error} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => send(true)} disabled={change.isPending}>
              Send reply
            </Button>
            <Button size="sm" variant="outline" onClick={() => send(false)} disabled={change.isPending}>
              {texts.markAnswered}
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" variant="outline" className="mt-3" onClick={() => send(false)} disabled={change.isPending}>
          {texts.reopen}
        </Button>
      )}
    </li>
  );
}
