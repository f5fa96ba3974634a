import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { consultationPageTexts as t } from '@kusasa/domain/consultation-texts';
import { CONSULTATION_SESSIONS, formatSessionTime, sessionById, type SessionTypeId } from '@kusasa/domain/rules/consultations';
import { formatZarWhole } from '@kusasa/domain/rules/money';
import type { LearnerConsultations } from '@kusasa/domain/schemas/consultations';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { redirectToProvider } from '../../lib/redirect-to-provider';
import { bookSession, consultationKeys } from './api/consultations';
import { ConsultationRules } from './consultation-rules';

/** Free slots offering `sessionType`, soonest first. */
export const slotsFor = (data: LearnerConsultations, sessionType: SessionTypeId) => data.slots.filter((slot) => slot.sessionTypes.includes(sessionType));

/** The learner chooses a session type and a free time, reads the rules and the price, then books (and pays at PayFast). */
export function BookingPanel({ data, initialType }: { data: LearnerConsultations; initialType: SessionTypeId }) {
  const client = useQueryClient();
  const groupId = useId();
  const [sessionType, setSessionType] = useState<SessionTypeId>(initialType);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = sessionById(sessionType);
  const slots = slotsFor(data, sessionType);
  const included = data.included.find((row) => row.sessionType === sessionType);
  const free = (included?.remaining ?? 0) > 0;
  const book = useMutation({
    mutationFn: bookSession,
    onSuccess: (result) => {
      if (result.checkout) return redirectToProvider(result.checkout);
      setSlotId(null);
      void client.invalidateQueries({ queryKey: consultationKeys.mine() });
    },
    onError: (cause) => {
      setError(cause instanceof ApiError ? cause.message : t.loadFailed);
      // Someone else may have taken it: show the times as they are now.
      setSlotId(null);
      void client.invalidateQueries({ queryKey: consultationKeys.mine() });
    },
  });

  const choose = (next: SessionTypeId) => {
    setSessionType(next);
    setSlotId(null);
  };

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="font-medium text-slate-900 dark:text-white">{t.chooseType}</legend>
        <div className="flex flex-wrap gap-2">
          {CONSULTATION_SESSIONS.map((option) => (
            <label
              key={option.id}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-slate-700 dark:has-checked:bg-emerald-950"
            >
              <input type="radio" name={`${groupId}-type`} value={option.id} checked={sessionType === option.id} onChange={() => choose(option.id)} />
              {option.name}
            </label>
          ))}
        </div>
      </fieldset>
      <IncludedLine data={data} />
      <fieldset className="grid gap-2">
        <legend className="font-medium text-slate-900 dark:text-white">{t.chooseSlot}</legend>
        {slots.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t.noSlots}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {slots.map((slot) => (
              <li key={slot.id}>
                <label className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-slate-700 dark:has-checked:bg-emerald-950">
                  <input type="radio" name={`${groupId}-slot`} value={slot.id} checked={slotId === slot.id} onChange={() => setSlotId(slot.id)} />
                  <span>
                    {formatSessionTime(slot.startsAt)} <span className="text-slate-600 dark:text-slate-400">{t.withCounselor(slot.counselorFirstName)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <ConsultationRules />
      <p className="font-medium text-slate-900 dark:text-white">
        {t.price}: {free ? t.includedPrice : formatZarWhole(session.priceCents)}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button
          disabled={!slotId || book.isPending}
          aria-busy={book.isPending}
          onClick={() => {
            if (!slotId) return;
            setError(null);
            book.mutate({ slotId, sessionType });
          }}
        >
          {book.isPending ? t.booking : free ? t.bookIncluded : t.bookAndPay(formatZarWhole(session.priceCents))}
        </Button>
      </div>
    </div>
  );
}

/** What Pro + AI includes, and how much of it is left (or that it exists, for other plans). */
function IncludedLine({ data }: { data: LearnerConsultations }) {
  if (data.included.length === 0) return <p className="text-sm text-slate-700 dark:text-slate-300">{t.includedNone}</p>;
  return (
    <ul className="text-sm text-slate-700 dark:text-slate-300">
      {data.included.map((row) => (
        <li key={row.sessionType}>{t.includedLeft(sessionById(row.sessionType).name, row.remaining, row.included)}</li>
      ))}
    </ul>
  );
}
