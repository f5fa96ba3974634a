import { coverageTexts as t } from '@kusasa/domain/catalogue-coverage-texts';
import type { Institution } from '@kusasa/domain/schemas/catalogue';
import { Alert } from '../../components/ui/alert';

const linkClass = 'font-semibold break-words text-emerald-800 underline underline-offset-4 dark:text-emerald-300';

/** Where a learner applies when Kusasa has no programmes of the institution. */
export function ApplyDirectly({ institution }: { institution: Pick<Institution, 'name' | 'applyUrl' | 'programmesNotPublished'> }) {
  return (
    <Alert tone="info">
      <p className="font-semibold">{t.notPublishedTitle}</p>
      <p className="mt-1">{t.notPublishedBody(institution.name)}</p>
      {institution.programmesNotPublished && <p className="mt-1">{institution.programmesNotPublished}</p>}
      <p className="mt-2">
        {institution.applyUrl ? (
          <a className={linkClass} href={institution.applyUrl} rel="noreferrer" target="_blank">
            {t.applyDirectlyAt(institution.name)}
          </a>
        ) : (
          t.noApplyUrl
        )}
      </p>
    </Alert>
  );
}
