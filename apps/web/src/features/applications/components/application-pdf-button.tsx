import { FileDown } from 'lucide-react';
import { Link } from 'react-router';
import { applicationPdfTexts } from '@kusasa/domain/application-pdf-texts';
import { BRANDED_PDF_PLAN } from '@kusasa/domain/rules/application-pdf';
import { planMeetsFeature, UPGRADE_URL, type PlanId } from '@kusasa/domain/rules/plans';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useDownloadApplicationPdf } from '../api/application-pdf';

const t = applicationPdfTexts.button;

/** A submitted application's branded PDF (Essential and up); on Starter, which plan has it. */
export function ApplicationPdfButton({ applicationId, title, planId }: { applicationId: string; title: string; planId: PlanId | undefined }) {
  const download = useDownloadApplicationPdf(applicationId);
  if (planId && !planMeetsFeature(planId, BRANDED_PDF_PLAN))
    return (
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {t.upgrade}{' '}
        <Link to={UPGRADE_URL} className="font-medium text-emerald-800 underline dark:text-emerald-300">
          {t.upgradeAction}
        </Link>
      </p>
    );
  const message = download.error instanceof ApiError && download.error.status !== 0 && download.error.status < 500 ? download.error.message : t.failed;
  return (
    <div className="mt-3">
      <Button
        size="sm"
        variant="outline"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
        aria-label={`${download.isPending ? t.downloading : t.download}: ${title}`}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {download.isPending ? t.downloading : t.download}
      </Button>
      {download.isError && (
        <Alert tone="error" className="mt-2">
          {message}
        </Alert>
      )}
    </div>
  );
}
