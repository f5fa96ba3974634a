import { CheckCircle2, Circle } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { partnerLabels as labels, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { INTEGRATION_CHECKLIST_ITEMS, INTEGRATION_STATUSES, type IntegrationStatus, nextIntegrationStatus } from '@kusasa/domain/rules/partner-integration';
import { MAX_MOU_BYTES, type Partner } from '@kusasa/domain/schemas/partners/partners';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { mouUrl, useChangeIntegrationStatus, useUploadMou } from './api/partners';
import { when } from './format';

const failed = (fallback: string) => (error: unknown) => toast.error(error instanceof ApiError ? error.message : fallback);

/**
 * The four checklist items as the server computes them (seed 002 section 4), the 'Integration
 * Complete' badge, the status the admin advances (or corrects), and the signed MoU.
 */
export function IntegrationTab({ partner }: { partner: Partner }) {
  const changeStatus = useChangeIntegrationStatus(partner.id);
  const upload = useUploadMou(partner.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const next = nextIntegrationStatus(partner.integrationStatus);

  const setStatus = (status: IntegrationStatus) =>
    changeStatus.mutate(status, { onSuccess: () => toast.success(t.saved), onError: failed('Could not change the integration status') });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_MOU_BYTES) return toast.error(t.mouTooLarge);
    if (file.size === 0) return toast.error(t.mouEmpty);
    upload.mutate(file, { onSuccess: () => toast.success(labels.checklist.mouUploaded), onError: failed(t.mouPdfOnly) });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      {partner.integrationComplete && (
        <p>
          <Badge>{t.integrationComplete}</Badge>
        </p>
      )}
      <ul aria-label="Integration checklist" className="grid grid-cols-1 gap-2">
        {INTEGRATION_CHECKLIST_ITEMS.map((item) => {
          const done = partner.checklist[item];
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={item} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
              <Icon aria-hidden="true" className={done ? 'size-5 text-emerald-700 dark:text-emerald-400' : 'size-5 text-slate-400'} />
              <span className="flex-1 text-slate-900 dark:text-slate-100">{labels.checklist[item]}</span>
              <span className="text-sm text-slate-700 dark:text-slate-300">{done ? 'Done' : 'To do'}</span>
            </li>
          );
        })}
      </ul>

      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-64">
          <Label htmlFor="integration-status">Integration status</Label>
          <select
            id="integration-status"
            value={partner.integrationStatus}
            disabled={changeStatus.isPending}
            onChange={(event) => setStatus(event.target.value as IntegrationStatus)}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          >
            {INTEGRATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {labels.integrationStatuses[status]}
              </option>
            ))}
          </select>
        </div>
        {next && (
          <Button onClick={() => setStatus(next)} disabled={changeStatus.isPending}>
            Advance to {labels.integrationStatuses[next]}
          </Button>
        )}
      </div>

      <section aria-labelledby="mou-title" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h2 id="mou-title" className="font-semibold text-slate-950 dark:text-white">
          Signed MoU
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {partner.mouUploadedAt ? `Uploaded ${when(partner.mouUploadedAt)}.` : 'No MoU uploaded yet. A PDF of at most 10 MB.'}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <input
            ref={fileInput}
            id="mou-file"
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFile}
          />
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={upload.isPending} aria-busy={upload.isPending}>
            {partner.mouUploadedAt ? 'Replace MoU (PDF)' : 'Upload MoU (PDF)'}
          </Button>
          {partner.mouUploadedAt && (
            <a
              href={mouUrl(partner.id)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center px-2 font-medium text-emerald-800 underline dark:text-emerald-300"
            >
              Open MoU
            </a>
          )}
        </div>
      </section>
    </div>
  );
}
