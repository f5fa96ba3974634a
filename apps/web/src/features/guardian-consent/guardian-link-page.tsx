import { useLocation } from 'react-router';
import { guardianConsentTexts as t } from '@kusasa/domain/guardian-consent-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { GuardianAnswer, GuardianLinkView } from '@kusasa/domain/schemas/guardian-consent';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { linkToken } from '../../lib/link-token';
import type { PageProps } from '../../lib/page-props';
import { useAnswerGuardianLink, useGuardianLink } from './api/guardian-consent';

const DONE: Record<GuardianAnswer['answer'], string> = { confirm: t.page.confirmedNow, decline: t.page.declinedNow, withdraw: t.page.withdrawnNow };

/** What the guardian already answered, in a sentence. */
function statusLine(view: GuardianLinkView): string | null {
  if (!view.answeredAt) return null;
  const day = formatLongDate(view.answeredAt);
  if (view.status === 'confirmed') return t.page.statusConfirmed(day);
  if (view.status === 'declined') return t.page.statusDeclined(day);
  if (view.status === 'withdrawn') return t.page.statusWithdrawn(day);
  return null;
}

function LinkDetails({ view, token }: { view: GuardianLinkView; token: string }) {
  const answer = useAnswerGuardianLink(token);
  const send = (value: GuardianAnswer['answer']) => answer.mutate({ answer: value });
  const status = statusLine(view);
  return (
    <div className="grid gap-6">
      <p className="text-lg text-slate-800 dark:text-slate-200">{t.page.intro(view.guardianName, view.learnerFirstName)}</p>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">{t.page.holdingsHeading}</h2>
        <ul className="mt-3 grid list-disc gap-2 pl-5">
          {view.holdings.map((item) => (
            <li key={item.what}>
              <span className="font-medium">{item.what}</span>: {item.why}
            </li>
          ))}
        </ul>
        <h2 className="mt-5 text-lg font-semibold">{t.page.sharedHeading}</h2>
        <ul className="mt-3 grid list-disc gap-2 pl-5">
          {view.sharedWith.map((who) => (
            <li key={who}>{who}</li>
          ))}
        </ul>
      </Card>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">{t.page.consentHeading}</h2>
        <p className="mt-3">{view.consent.text}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t.page.version(view.consent.version)}</p>
        {answer.isSuccess && answer.variables && (
          <Alert tone="success" className="mt-4">
            {DONE[answer.variables.answer]}
          </Alert>
        )}
        {!answer.isSuccess && status && (
          <Alert tone="info" className="mt-4">
            {status}
          </Alert>
        )}
        {answer.isError && (
          <Alert tone="error" className="mt-4">
            {answer.error instanceof ApiError ? answer.error.message : t.page.loadFailed}
          </Alert>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          {view.status === 'confirmed' ? (
            <Button variant="danger" disabled={answer.isPending} onClick={() => send('withdraw')}>
              {t.page.withdraw}
            </Button>
          ) : (
            <>
              <Button disabled={answer.isPending} onClick={() => send('confirm')}>
                {t.page.confirm}
              </Button>
              {view.status !== 'declined' && (
                <Button variant="outline" disabled={answer.isPending} onClick={() => send('decline')}>
                  {t.page.decline}
                </Button>
              )}
            </>
          )}
        </div>
      </Card>
    </div>
  );
}

/** /guardian-consent#token=...: a learner's parent or guardian confirms, declines or withdraws (issue 32). */
export default function GuardianLinkPage({ title }: PageProps) {
  const token = linkToken(useLocation());
  const link = useGuardianLink(token);
  let body;
  if (token === '' || (link.error instanceof ApiError && link.error.status === 404)) body = <Alert tone="error">{t.page.invalid}</Alert>;
  else if (link.data) body = <LinkDetails view={link.data} token={token} />;
  else if (link.isError) body = <LoadFailed message={t.page.loadFailed} retry="Try Again" query={link} />;
  else body = <Spinner label="Loading..." />;
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <div className="mt-6">{body}</div>
    </Container>
  );
}
