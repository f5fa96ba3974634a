import { useId, useState } from 'react';
import { adminRemindersTexts as t, channelSettingsTexts } from '@kusasa/domain/messaging-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { MessageProblem } from '@kusasa/domain/schemas/messaging';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';
import { useRetryMessage } from './api/retry-message';

const c = t.column;

/** "Messages that need you": failed after every retry, or interrupted mid-send; each can be sent again. */
export function ProblemsSection({ problems }: { problems: readonly MessageProblem[] }) {
  const headingId = useId();
  const retry = useRetryMessage();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const sendAgain = (id: string) => {
    setMessage(null);
    retry.mutate(id, {
      onSuccess: () => setMessage({ tone: 'success', text: t.sentAgain }),
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  };

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-950 dark:text-white">
        {t.problems}
      </h2>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {problems.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.problemsEmpty}</p>
      ) : (
        <TableFrame>
          <Table aria-labelledby={headingId}>
            <thead className="max-sm:hidden">
              <tr>
                <Th>{c.to}</Th>
                <Th>{c.channel}</Th>
                <Th>{c.template}</Th>
                <Th>{c.status}</Th>
                <Th>{c.attempts}</Th>
                <Th>{c.error}</Th>
                <Th>{c.created}</Th>
                <Th>
                  <span className="sr-only">{t.column.actions}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem) => {
                const toId = `reminder-problem-${problem.id}-to`;
                const busy = retry.isPending && retry.variables === problem.id;
                return (
                  <CardRow key={problem.id}>
                    <LabelledCell label={c.to} className="font-mono">
                      <span id={toId}>{problem.to}</span>
                    </LabelledCell>
                    <LabelledCell label={c.channel}>{channelSettingsTexts.channel[problem.channel].name}</LabelledCell>
                    <LabelledCell label={c.template} className="break-words">
                      {problem.template}
                    </LabelledCell>
                    <LabelledCell label={c.status} className="max-sm:col-span-2">
                      {t.problemStatus[problem.status]}
                    </LabelledCell>
                    <LabelledCell label={c.attempts}>{problem.attempts}</LabelledCell>
                    <LabelledCell label={c.error} className="break-words max-sm:col-span-2">
                      {problem.lastError ?? '—'}
                    </LabelledCell>
                    <LabelledCell label={c.created} className="whitespace-nowrap">
                      <time dateTime={problem.createdAt}>{formatListDate(problem.createdAt)}</time>
                    </LabelledCell>
                    <CardCell>
                      <Button size="sm" variant="outline" aria-describedby={toId} disabled={busy} aria-busy={busy} onClick={() => sendAgain(problem.id)}>
                        {t.sendAgain}
                      </Button>
                    </CardCell>
                  </CardRow>
                );
              })}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </section>
  );
}
