import { documentReviewTexts, reviewKindLabels, reviewStatusLabels } from '@kusasa/domain/document-review-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { LearnerReview } from '@kusasa/domain/schemas/document-reviews';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { CardSection } from '../../components/ui/card-section';

const t = documentReviewTexts.mine;
const statusTone: Record<LearnerReview['status'], BadgeTone> = { waiting: 'neutral', in_review: 'accent', answered: 'brand' };

/** What the request is about: the document's type and name, or the kind of text. */
export function requestTitle(request: Pick<LearnerReview, 'kind' | 'document'>): string {
  if (request.kind !== 'document') return reviewKindLabels[request.kind];
  if (!request.document) return reviewKindLabels.document;
  const label = documentTexts.labels[request.document.documentType];
  return request.document.originalName ? `${label} (${request.document.originalName})` : label;
}

function Request({ request }: { request: LearnerReview }) {
  const answered = request.status === 'answered';
  return (
    <article className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800" aria-label={requestTitle(request)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-950 dark:text-white">{requestTitle(request)}</h3>
        <Badge tone={statusTone[request.status]}>{reviewStatusLabels[request.status]}</Badge>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t.asked(formatListDate(request.askedAt))} · {t.due(formatListDate(request.dueAt))}
      </p>
      {request.kind === 'document' && !request.document && <p className="text-sm text-slate-700 dark:text-slate-300">{t.documentRemoved}</p>}
      {!answered && request.overdue && <Alert tone="info">{t.overdue}</Alert>}
      {request.question && (
        <p className="text-sm break-words">
          <span className="font-medium">{t.yourQuestion}: </span>
          {request.question}
        </p>
      )}
      {request.text && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t.yourText}</summary>
          <p className="mt-2 break-words whitespace-pre-wrap">{request.text}</p>
        </details>
      )}
      {answered && request.comments && (
        <div className="grid gap-1 rounded-lg bg-emerald-50 p-3 dark:bg-emerald-950/40">
          <h4 className="font-semibold text-slate-950 dark:text-white">{t.comments}</h4>
          <p className="break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">{request.comments}</p>
          {request.answeredAt && (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t.answeredBy(request.reviewerName ?? '—', formatListDate(request.answeredAt))}</p>
          )}
        </div>
      )}
    </article>
  );
}

/** The learner's requests, newest first, each with its status, promise and (once answered) the comments. */
export function MyRequests({ requests }: { requests: readonly LearnerReview[] }) {
  return (
    <CardSection title={t.title}>
      {requests.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
      ) : (
        requests.map((request) => <Request key={request.id} request={request} />)
      )}
    </CardSection>
  );
}
