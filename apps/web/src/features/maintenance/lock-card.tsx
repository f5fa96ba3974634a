import { type FormEvent, useId, useState } from 'react';
import { maintenanceTexts as t } from '@kusasa/domain/maintenance-texts';
import { type AdminMaintenanceState, lockRequestSchema, MAINTENANCE_MESSAGE_MAX } from '@kusasa/domain/schemas/maintenance';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import { useAdminMaintenance, useLockActions } from './api/lock';
import { SectionCard, LoadState } from './section-card';
import { formatSaTime, fromSaInputValue, toSaInputValue } from './sa-time';
import { TextArea } from './text-area';

/** Lock Status, Lock and Unlock: the site-wide maintenance switch, its message and announced end. */
export function LockCard() {
  const state = useAdminMaintenance();
  return (
    <SectionCard id="lock-status" title={t.sections.lockStatus}>
      {state.data ? (
        <LockForm key={`${state.data.changedAt ?? ''}`} state={state.data} />
      ) : (
        <LoadState failed={state.isError} label="Loading the lock…" onRetry={() => void state.refetch()} />
      )}
    </SectionCard>
  );
}

function LockForm({ state }: { state: AdminMaintenanceState }) {
  const id = useId();
  const { lock, unlock } = useLockActions();
  const [message, setMessage] = useState(state.message);
  const [until, setUntil] = useState(state.locked && state.until ? toSaInputValue(state.until) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = lock.isPending || unlock.isPending;
  const failure = lock.error ?? unlock.error;
  const formError = failure && !(failure instanceof ApiError && Object.keys(failure.fields).length) ? failure.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = { message, until: until ? fromSaInputValue(until) : null };
    const parsed = lockRequestSchema.safeParse(request);
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    unlock.reset();
    lock.mutate(parsed.data, { onError: (error) => error instanceof ApiError && setErrors(error.fields) });
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={state.locked ? 'accent' : 'brand'} className="text-base">
          {state.locked ? t.stateLocked : t.stateUnlocked}
        </Badge>
        {state.locked && state.since && (
          <span className="text-sm text-slate-700 dark:text-slate-300">{t.lockedSince.replace('{time}', formatSaTime(state.since))}</span>
        )}
      </div>
      <p className="mt-2 text-slate-800 dark:text-slate-200">{state.locked ? t.lockedExplain : t.unlockedExplain}</p>
      {state.locked && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {state.overdue ? t.bannerOverdue : state.until ? t.bannerUntil.replace('{time}', formatSaTime(state.until)) : t.noEnd}
        </p>
      )}
      {state.changedAt && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t.lastChange.replace('{time}', formatSaTime(state.changedAt)).replace('{name}', state.changedBy?.fullName ?? state.changedBy?.email ?? '—')}
        </p>
      )}

      <form noValidate onSubmit={submit} className="mt-4 space-y-4" aria-describedby={formError ? `${id}-error` : undefined}>
        <TextArea
          id={`${id}-message`}
          label={t.messageLabel}
          value={message}
          maxLength={MAINTENANCE_MESSAGE_MAX}
          counter={`${message.length} / ${MAINTENANCE_MESSAGE_MAX}`}
          error={errors.message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <InputField
          id={`${id}-until`}
          type="datetime-local"
          label={t.untilLabel}
          hint={t.untilHint}
          value={until}
          error={errors.until}
          onChange={(event) => setUntil(event.target.value)}
          className="max-w-xs"
        />
        {formError && (
          <Alert tone="error" id={`${id}-error`}>
            {formError}
          </Alert>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant={state.locked ? 'outline' : 'danger'} disabled={busy}>
            {lock.isPending ? t.locking : state.locked ? t.updateLock : t.sections.lock}
          </Button>
          {state.locked && (
            <Button
              disabled={busy}
              onClick={() => {
                lock.reset();
                unlock.mutate();
              }}
            >
              {unlock.isPending ? t.unlocking : t.sections.unlock}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
