import { useId, useState } from 'react';
import { FUNDING_CONSENT_WORDING, type FundingConsentAudience } from '@kusasa/domain/rules/funding-statuses';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { giveConsent } from '../api/give-consent';
import { useFundingChange } from '../api/use-funding-change';
import { withdrawConsent } from '../api/withdraw-consent';
import { showTimestampDay } from '../dates';

const texts = fundingTexts.sharing;

/** One consent: the exact wording, whether it is on, and giving it (with the version shown) or withdrawing it (at once). */
export function ConsentCard({ audience, state }: { audience: FundingConsentAudience; state: FundingReadiness['consents'][FundingConsentAudience] }) {
  const titleId = useId();
  const wording = FUNDING_CONSENT_WORDING[audience];
  const who = texts.titles[audience];
  const give = useFundingChange(giveConsent);
  const withdraw = useFundingChange(withdrawConsent);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const onCurrentWording = state.given && state.version === wording.version;

  const agree = () => {
    setMessage(null);
    give.mutate(
      { audience, version: wording.version },
      {
        onSuccess: () => setMessage({ tone: 'success', text: texts.given(who) }),
        onError: (error) =>
          setMessage({ tone: 'error', text: error instanceof ApiError && error.status === 409 ? texts.staleWording : fundingTexts.saveFailed }),
      },
    );
  };

  const stop = () =>
    withdraw.mutate(audience, {
      onSuccess: () => setMessage({ tone: 'success', text: texts.withdrawn(who) }),
      onError: () => setMessage({ tone: 'error', text: fundingTexts.saveFailed }),
      onSettled: () => setAsking(false),
    });

  return (
    <article aria-labelledby={titleId} className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-slate-950 dark:text-white">
          {who}
        </h3>
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {state.given && state.givenAt ? texts.on(showTimestampDay(state.givenAt)) : texts.off}
        </p>
      </div>
      <blockquote className="border-l-4 border-slate-300 pl-3 text-slate-800 dark:border-slate-600 dark:text-slate-200">{wording.text}</blockquote>
      {state.given && !onCurrentWording && <p className="text-sm text-amber-900 dark:text-amber-200">{texts.olderWording}</p>}
      <div className="flex flex-wrap gap-2">
        {!onCurrentWording && (
          <Button size="sm" onClick={agree} disabled={give.isPending} aria-busy={give.isPending} aria-label={`${texts.give}: ${who}`}>
            {give.isPending ? texts.giving : texts.give}
          </Button>
        )}
        {state.given && (
          <Button size="sm" variant="outline" onClick={() => setAsking(true)} aria-label={`${texts.withdraw}: ${who}`}>
            {texts.withdraw}
          </Button>
        )}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <ConfirmDialog
        open={asking}
        title={texts.withdrawTitle}
        question={texts.withdrawQuestion(who)}
        confirm={texts.withdraw}
        cancel={texts.cancel}
        busy={withdraw.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={stop}
      />
    </article>
  );
}
