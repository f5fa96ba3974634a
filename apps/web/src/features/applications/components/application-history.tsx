import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { learnerChangeTexts, learnerTimelinePageTexts as t } from '@kusasa/domain/application-timeline-texts';
import type { Application } from '@kusasa/domain/schemas/applications';
import type { LearnerTimeline } from '@kusasa/domain/schemas/applications/timeline';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { learnerKeys } from '../../../lib/query-keys';
import { getTimeline, resubmitApplication, timelineKey, withdrawApplication } from '../api/application-changes';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-ZA', { day: 'numeric', month: 'short', year: 'numeric' });

/** A submitted application's history in the learner's words, with resubmit and withdraw when they apply. */
export function ApplicationHistory({ application }: { application: Application }) {
  const [open, setOpen] = useState(application.status === 'resubmission-required');
  const panelId = `history-${application.id}`;
  return (
    <div className="mt-3">
      <Button size="sm" variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? t.hideHistory : t.showHistory}
      </Button>
      {open && (
        <div id={panelId} className="mt-3">
          <History application={application} />
        </div>
      )}
    </div>
  );
}

function History({ application }: { application: Application }) {
  const client = useQueryClient();
  const timeline = useQuery({ queryKey: timelineKey(application.id), queryFn: ({ signal }) => getTimeline(application.id, signal) });
  const changed = (next: LearnerTimeline) => {
    client.setQueryData(timelineKey(application.id), next);
    void client.invalidateQueries({ queryKey: learnerKeys.all });
  };
  if (timeline.isPending) return <Spinner label={t.loading} />;
  if (timeline.isError)
    return (
      <Alert tone="error">
        <p>{t.loadError}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void timeline.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  const data = timeline.data;
  return (
    <div className="grid gap-3 text-sm">
      {data.nextStep && (
        <Alert tone="info">
          <p className="font-semibold">{t.nextStep}</p>
          <p>{data.nextStep}</p>
          {data.decision.reason && <p className="mt-1">{`${t.reason}: ${data.decision.reason}`}</p>}
          {data.decision.condition && <p className="mt-1">{`${t.condition}: ${data.decision.condition}`}</p>}
          {data.decision.note && <p className="mt-1 whitespace-pre-line">{`${t.note}: ${data.decision.note}`}</p>}
        </Alert>
      )}
      <ol className="grid gap-2">
        {data.events.map((event) => (
          <li key={event.id} className="border-l-2 border-emerald-600 pl-3">
            <p className="font-medium">{event.title}</p>
            <p className="text-slate-600 dark:text-slate-400">{when(event.createdAt)}</p>
          </li>
        ))}
      </ol>
      {data.canResubmit && <Resubmit application={application} onDone={changed} />}
      {data.canWithdraw && <Withdraw application={application} onDone={changed} />}
    </div>
  );
}

function Resubmit({ application, onDone }: { application: Application; onDone: (next: LearnerTimeline) => void }) {
  const [results, setResults] = useState(application.grade12Results ?? '');
  const [statement, setStatement] = useState(application.personalStatement ?? '');
  const send = useMutation({
    mutationFn: () => resubmitApplication(application.id, { grade12Results: results, personalStatement: statement }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-orange-300 p-3 dark:border-orange-800">
      <h4 className="font-semibold">{t.resubmitTitle}</h4>
      <p>{t.resubmitHint}</p>
      <TextareaField
        id={`resubmit-results-${application.id}`}
        label={t.results}
        value={results}
        onChange={(event) => setResults(event.target.value)}
        rows={3}
      />
      <TextareaField
        id={`resubmit-statement-${application.id}`}
        label={t.statement}
        value={statement}
        onChange={(event) => setStatement(event.target.value)}
        rows={3}
      />
      {send.isError && <Alert tone="error">{send.error.message}</Alert>}
      <div>
        <Button type="submit" size="sm" disabled={send.isPending} aria-busy={send.isPending}>
          {t.resubmit}
        </Button>
      </div>
    </form>
  );
}

function Withdraw({ application, onDone }: { application: Application; onDone: (next: LearnerTimeline) => void }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawApplication(application.id),
    onSuccess: (next) => {
      setAsking(false);
      onDone(next);
    },
  });
  return (
    <div>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
        {t.withdraw}
      </Button>
      {withdraw.isError && (
        <Alert tone="error" className="mt-2">
          {withdraw.error.message}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={t.withdrawTitle}
        question={learnerChangeTexts.withdrawConfirm}
        confirm={t.withdraw}
        cancel={t.withdrawCancel}
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
