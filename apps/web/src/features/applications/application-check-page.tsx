import { useLocation } from 'react-router';
import { applicationPdfTexts } from '@kusasa/domain/application-pdf-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import { Alert } from '../../components/ui/alert';
import { Container } from '../../components/ui/container';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { linkToken } from '../../lib/link-token';
import type { PageProps } from '../../lib/page-props';
import { useApplicationCheck } from './api/application-pdf';

const t = applicationPdfTexts.check;

/** A malformed token (400) is as unknown as a missing one (404): either way there is nothing to vouch for. */
const notFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /application-check#token=...: what a branded PDF's QR code opens; says only "genuine, submitted on" (issue 31). */
export default function ApplicationCheckPage({ title }: PageProps) {
  const token = linkToken(useLocation());
  const check = useApplicationCheck(token);
  let body;
  if (token === '') body = <Alert tone="error">{t.noToken}</Alert>;
  else if (check.data)
    body = (
      <Alert tone="success">
        <p className="text-lg font-semibold">{t.genuineTitle}</p>
        <p className="mt-1">{t.genuine(formatIsoDay(check.data.submittedOn))}</p>
        {check.data.trackingId && <p className="mt-1 break-words">{t.trackingId(check.data.trackingId)}</p>}
      </Alert>
    );
  else if (notFound(check.error))
    body = (
      <Alert tone="error">
        <p className="font-semibold">{t.notFoundTitle}</p>
        <p className="mt-1">{t.notFound}</p>
      </Alert>
    );
  else if (check.isError) body = <LoadFailed message={t.failed} retry={t.retry} query={check} />;
  else body = <Spinner label={t.loading} />;
  return (
    <Container className="max-w-2xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <div className="mt-6">{body}</div>
    </Container>
  );
}
