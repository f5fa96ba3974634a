import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { catalogueCorrectionTexts } from '@kusasa/domain/catalogue-coverage-texts';
import { useInstitutions } from '../../lib/catalogue/get-institutions';
import type { PageProps } from '../../lib/page-props';
import { adminProgrammesOf } from './api/programmes-api';
import { ProgrammesManager } from './programmes-page';

/** /admin/catalogue/:institutionId (issue 26): an admin corrects one institution's programmes, audited. */
export default function AdminProgrammesPage({ title }: PageProps) {
  const { institutionId = '' } = useParams();
  const institution = useInstitutions().data?.find((row) => row.id === institutionId);
  const back = (
    <Link
      to="/admin/catalogue"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {catalogueCorrectionTexts.backToCatalogue}
    </Link>
  );
  return (
    <ProgrammesManager
      key={institutionId}
      title={institution ? `${title}: ${institution.name}` : title}
      base={adminProgrammesOf(institutionId)}
      before={back}
    />
  );
}
