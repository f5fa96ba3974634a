import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { identityCheckTexts } from '@kusasa/domain/identity-check-texts';
import { inboxPageTexts as t } from '@kusasa/domain/inbox-texts';
import type { InstitutionApplication } from '@kusasa/domain/schemas/institution-applications/application';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';
import { Container } from '../../components/ui/container';
import { TextareaField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { getApplication, inboxKeys, postComment, postDecision } from './api/inbox';
import { ApplicationHistory, statusLabel, when } from './application-history';
import { DecisionForm } from './decision-form';
import { RetryAlert } from '../../components/ui/load-failed';

/** /institutions/applications/:id: one application, its history, comments and the decision. */
export default function InstitutionApplicationPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const application = useQuery({ queryKey: inboxKeys.one(id), queryFn: ({ signal }) => getApplication(id, signal) });
  const refresh = () => void client.invalidateQueries({ queryKey: inboxKeys.all });
  const decide = useMutation({ mutationFn: (input: Parameters<typeof postDecision>[1]) => postDecision(id, input), onSuccess: refresh });

  return (
    <Container className="py-6 sm:py-8">
      <Link to="/institutions/applications" className="font-medium text-emerald-800 underline dark:text-emerald-300">
        {t.back}
      </Link>
      {application.isPending ? (
        <Spinner label={t.loading} className="mt-6" />
      ) : application.isError ? (
        <RetryAlert message={application.error.message || t.loadError} retry={t.retry} query={application} className="mt-6" />
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{application.data.learner.fullName ?? title}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {application.data.trackingId} · {application.data.programmeName} · <strong>{statusLabel(application.data.status)}</strong>
          </p>
          <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Shared application={application.data} />
            <Card>
              <CardTitle>{t.decision}</CardTitle>
              {decide.isSuccess && (
                <Alert tone="success" className="mt-3">
                  {t.decided}
                </Alert>
              )}
              {decide.isError && (
                <Alert tone="error" className="mt-3">
                  {decide.error.message}
                </Alert>
              )}
              <div className="mt-3">
                {application.data.viewer.canDecide ? (
                  <DecisionForm idPrefix="decision" busy={decide.isPending} onDecide={(input) => decide.mutate(input)} />
                ) : (
                  <p>{t.reviewerOnly}</p>
                )}
              </div>
            </Card>
            <Card>
              <CardTitle>{t.timeline}</CardTitle>
              <ApplicationHistory events={application.data.timeline} />
            </Card>
            <Comments application={application.data} onAdded={refresh} />
          </div>
        </>
      )}
    </Container>
  );
}

function Shared({ application }: { application: InstitutionApplication }) {
  return (
    <Card>
      <CardTitle>{t.shared}</CardTitle>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          {application.learner.email} {application.learner.phoneNumber ? `· ${application.learner.phoneNumber}` : ''}
        </div>
        <div>
          <dt className="font-semibold">{identityCheckTexts.heading}</dt>
          <dd className="mt-1">
            <IdentityCheckBadge check={application.learner.identityCheck} />
          </dd>
        </div>
        {application.aps && (
          <div>
            <dt className="font-semibold">{t.apsUnder}</dt>
            <dd>
              {application.aps.score ?? '—'} / {application.aps.maxScore ?? '—'} {application.aps.unitLabel ?? ''}
              {application.aps.minAps !== null && ` (${t.minimum} ${application.aps.minAps})`}
            </dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">{t.marks}</dt>
          <dd>{application.marks.length ? application.marks.map((mark) => `${mark.subject} ${mark.mark}%`).join(', ') : t.noMarks}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t.results}</dt>
          <dd className="whitespace-pre-line">{application.grade12Results ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t.statement}</dt>
          <dd className="whitespace-pre-line">{application.personalStatement ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t.documentsTitle}</dt>
          <dd>
            {application.documents.length === 0 ? (
              t.noDocuments
            ) : (
              <ul className="grid gap-1">
                {application.documents.map((document) => (
                  <li key={document.id}>
                    {document.originalName ?? document.documentType} — {document.verificationStatus}{' '}
                    {document.url && (
                      <a href={document.url} target="_blank" rel="noreferrer" className="font-medium text-emerald-800 underline dark:text-emerald-300">
                        {t.viewDocument}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function Comments({ application, onAdded }: { application: InstitutionApplication; onAdded: () => void }) {
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => postComment(application.id, body),
    onSuccess: () => {
      setBody('');
      onAdded();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) add.mutate();
  };
  return (
    <Card>
      <CardTitle>{t.comments}</CardTitle>
      {application.comments.length === 0 ? (
        <p className="mt-3 text-sm">{t.noComments}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {application.comments.map((comment) => (
            <li key={comment.id} className="text-sm">
              <span className="font-semibold">{comment.authorName}</span> · {when(comment.createdAt)}
              <p className="whitespace-pre-line">{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-3 grid gap-2">
        <TextareaField
          id="comment-body"
          label={t.commentLabel}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={2}
          error={add.error?.message}
        />
        <div>
          <Button type="submit" size="sm" disabled={add.isPending || !body.trim()}>
            {t.addComment}
          </Button>
        </div>
      </form>
    </Card>
  );
}
