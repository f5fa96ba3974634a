import { type FormEvent, useState } from 'react';
import { adminRecoveryTexts as texts } from '@kusasa/domain/pricing-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/field';
import { recoveryErrorMessage, useUserRecoveryCheck } from './api/hooks';
import { RecoveryPaymentCard } from './recovery-payment-card';

/** The seed's user_recovery_check: a user, found by email, and every payment of theirs. */
export function UserRecoveryCheck() {
  const [email, setEmail] = useState('');
  const check = useUserRecoveryCheck();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim()) check.mutate(email.trim());
  };
  const result = check.data;
  return (
    <section aria-labelledby="user-check-heading" className="mt-10 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="user-check-heading" className="text-lg font-semibold text-slate-950 dark:text-white">
        {texts.checkTitle}
      </h2>
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <InputField
          id="user-check-email"
          type="email"
          label={texts.checkEmail}
          className="flex-1"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" disabled={check.isPending || !email.trim()} aria-busy={check.isPending}>
          {texts.check}
        </Button>
      </form>
      {check.isError && (
        <Alert tone="error" className="mt-4">
          {recoveryErrorMessage(check.error, texts.loadFailed)}
        </Alert>
      )}
      {result && (
        <div className="mt-4" role="status">
          {result.user ? (
            <p className="text-slate-800 dark:text-slate-200">
              {result.user.fullName ?? result.user.email} · {result.user.email}
              {result.user.trackingId ? ` · ${result.user.trackingId}` : ''} · <span className="font-mono">{result.user.id}</span>
            </p>
          ) : (
            <p className="text-slate-800 dark:text-slate-200">{texts.userNotFound}</p>
          )}
          {result.user && result.payments.length === 0 && <p className="mt-2 text-slate-700 dark:text-slate-300">{texts.checkNone}</p>}
          <div className="mt-3 grid gap-3">
            {result.payments.map((payment) => (
              <RecoveryPaymentCard key={payment.id} payment={payment} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
