import { useQuery } from '@tanstack/react-query';
import { consultationPageTexts, counselorConsultationTexts as t } from '@kusasa/domain/consultation-texts';
import { Alert } from '../../components/ui/alert';
import { Container } from '../../components/ui/container';
import { LoadFailed, PageHeading } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { consultationKeys, getCounselorConsultations } from './api/consultations';
import { CounselorSlotList } from './counselor-slot-list';
import { PublishSlotForm } from './publish-slot-form';

/** /counselors/consultations (issue 31): an approved counselor publishes slots and sees who booked them. */
export default function CounselorConsultationsPage({ title }: PageProps) {
  const query = useQuery({ queryKey: consultationKeys.counselor(), queryFn: ({ signal }) => getCounselorConsultations(signal), retry: false });
  const notApproved = query.error instanceof ApiError && query.error.status === 403;
  return (
    <Container className="grid gap-6 py-8">
      <header>
        <PageHeading title={title} intro={t.intro} />
      </header>
      {notApproved ? (
        <Alert tone="info">{t.notApproved}</Alert>
      ) : query.isError ? (
        <LoadFailed message={consultationPageTexts.loadFailed} retry={consultationPageTexts.retry} query={query} />
      ) : !query.data ? (
        <Spinner label={consultationPageTexts.loading} />
      ) : (
        <>
          <PublishSlotForm />
          <section aria-labelledby="my-slots-title" className="grid gap-3">
            <h2 id="my-slots-title" className="text-xl font-bold text-slate-950 dark:text-white">
              {t.slotsTitle}
            </h2>
            <CounselorSlotList slots={query.data.slots} />
          </section>
        </>
      )}
    </Container>
  );
}
