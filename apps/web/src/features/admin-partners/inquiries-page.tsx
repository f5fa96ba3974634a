import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { partnerLabels as labels, partnerInquiryTexts as iq, partnerTexts as t } from '@kusasa/domain/partner-texts';
import type { InquiryStatus } from '@kusasa/domain/rules/partners';
import type { Inquiry } from '@kusasa/domain/schemas/partners/inquiries';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { toast } from '../../lib/toast';
import { useChangeInquiryStatus, useInquiries } from './api/pipeline';
import { CrmLayout, Empty, Loading } from './crm-layout';
import { orDash, when } from './format';
import { ReplyDialog } from './reply-dialog';
import { RetryAlert } from '../../components/ui/load-failed';

/** The button for each move the state machine allows (seed 002 section 4). */
const moveLabel: Record<Exclude<InquiryStatus, 'pending'>, string> = {
  contacted: 'Mark Contacted',
  rejected: 'Reject',
  converted: 'Convert to Partner',
};
const statusTone = { pending: 'accent', contacted: 'neutral', converted: 'brand', rejected: 'neutral' } as const;

/** /admin/partners/inquiries: newest first, the allowed status moves, Send Email always. */
export default function InquiriesPage({ title }: PageProps) {
  const query = useInquiries();
  const [replyTo, setReplyTo] = useState<Inquiry | null>(null);

  return (
    <CrmLayout title={title}>
      {!query.data && !query.isError ? (
        <Loading label="Loading inquiries..." />
      ) : !query.data ? (
        <RetryAlert message="Failed to load inquiries" retry={t.retry} query={query} />
      ) : query.data.length === 0 ? (
        <Empty>{iq.empty}</Empty>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {query.data.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} onReply={() => setReplyTo(inquiry)} />
            </li>
          ))}
        </ul>
      )}
      <ReplyDialog inquiry={replyTo} onClose={() => setReplyTo(null)} />
    </CrmLayout>
  );
}

function InquiryCard({ inquiry, onReply }: { inquiry: Inquiry; onReply: () => void }) {
  const change = useChangeInquiryStatus();
  const move = (status: Exclude<InquiryStatus, 'pending'>) =>
    change.mutate(
      { id: inquiry.id, status },
      {
        onSuccess: () => toast.success(iq.statusChanged),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Could not update the inquiry'),
      },
    );
  const headingId = `inquiry-${inquiry.id}`;
  const details: [string, string][] = [
    ['Contact', inquiry.contactName],
    ['Email', inquiry.contactEmail],
    ['Phone', orDash(inquiry.contactPhone)],
    ['Website', orDash(inquiry.website)],
    ['Students', orDash(inquiry.studentCount)],
    ['Tier', inquiry.interestedTier ? labels.inquiryTiers[inquiry.interestedTier] : '—'],
  ];

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-950 dark:text-white">
            {inquiry.institutionName}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {labels.inquiryInstitutionTypes[inquiry.institutionType]} · <time dateTime={inquiry.createdAt}>{when(inquiry.createdAt)}</time>
          </p>
        </div>
        <Badge tone={statusTone[inquiry.status]}>{labels.inquiryStatuses[inquiry.status]}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {details.map(([term, value]) => (
          <div key={term} className="flex min-w-0 gap-2">
            <dt className="font-medium text-slate-600 dark:text-slate-400">{term}:</dt>
            <dd className="min-w-0 break-all text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      {inquiry.message && <p className="mt-3 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{inquiry.message}</p>}
      {inquiry.replies.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">Emails sent ({inquiry.replies.length})</summary>
          <ul className="mt-2 grid grid-cols-1 gap-2">
            {inquiry.replies.map((reply) => (
              <li key={reply.id} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                <p className="font-medium">{reply.subject}</p>
                <p className="text-slate-700 dark:text-slate-300">
                  {reply.sentBy.name ?? 'Kusasa'} · {when(reply.sentAt)}
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{reply.message}</p>
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {inquiry.nextStatuses.map((status) =>
          status === 'pending' ? null : (
            <Button key={status} size="sm" variant={status === 'rejected' ? 'outline' : 'primary'} disabled={change.isPending} onClick={() => move(status)}>
              {moveLabel[status]}
            </Button>
          ),
        )}
        <Button size="sm" variant="outline" onClick={onReply}>
          <Mail aria-hidden="true" />
          {iq.sendEmail}
        </Button>
        {inquiry.partnerId && (
          <Link
            to={`/admin/partners/${inquiry.partnerId}`}
            className="inline-flex min-h-9 items-center px-2 text-sm font-medium text-emerald-800 underline dark:text-emerald-300"
          >
            Open partner
          </Link>
        )}
      </div>
    </article>
  );
}
