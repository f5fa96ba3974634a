import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consultationPageTexts as t } from '@kusasa/domain/consultation-texts';
import { formatSessionTime, sessionById } from '@kusasa/domain/rules/consultations';
import { formatZar } from '@kusasa/domain/rules/money';
import type { LearnerBooking, LearnerConsultations } from '@kusasa/domain/schemas/consultations';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { cancelBooking, consultationKeys, learnerIcsUrl, rescheduleBooking } from './api/consultations';
import { slotsFor } from './booking-panel';

/** The learner's sessions: status, calendar file, and cancel or reschedule where the rules allow. */
export function MySessions({ data }: { data: LearnerConsultations }) {
  if (data.bookings.length === 0) return <p className="text-slate-700 dark:text-slate-300">{t.mineEmpty}</p>;
  return (
    <ul className="grid gap-3">
      {data.bookings.map((booking) => (
        <SessionRow key={booking.id} booking={booking} data={data} />
      ))}
    </ul>
  );
}

function SessionRow({ booking, data }: { booking: LearnerBooking; data: LearnerConsultations }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: consultationKeys.mine() });
  const fail = (cause: Error) => setError(cause instanceof ApiError ? cause.message : t.loadFailed);
  const cancel = useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => (setAsking(false), refresh()),
    onError: (cause) => (setAsking(false), fail(cause)),
  });
  const move = useMutation({ mutationFn: rescheduleBooking, onSuccess: () => (setMoving(false), refresh()), onError: (cause) => (fail(cause), refresh()) });
  const session = sessionById(booking.sessionType);
  const options = slotsFor(data, booking.sessionType).map((slot) => ({
    value: slot.id,
    label: `${formatSessionTime(slot.startsAt)} ${t.withCounselor(slot.counselorFirstName)}`,
  }));

  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="my-session">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-950 dark:text-white">{session.name}</p>
        <Badge>{t.status[booking.status]}</Badge>
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        {formatSessionTime(booking.startsAt)} {t.withCounselor(booking.counselorFirstName)}
      </p>
      {booking.holdExpiresAt && <p className="text-sm text-slate-700 dark:text-slate-300">{t.heldUntil(formatSessionTime(booking.holdExpiresAt))}</p>}
      {booking.refund && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.refund(formatZar(booking.refund.amountCents), booking.refund.percent)}</p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {booking.status === 'confirmed' && (
          <a href={learnerIcsUrl(booking.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t.calendar}
          </a>
        )}
        {booking.canReschedule && options.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setMoving((open) => !open)} aria-expanded={moving}>
            {t.reschedule}
          </Button>
        )}
        {booking.canCancel && (
          <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
            {t.cancel}
          </Button>
        )}
      </div>
      {moving && (
        <div className="grid gap-2 sm:max-w-md">
          <SelectField
            id={`move-${booking.id}`}
            label={t.rescheduleTo}
            value={target}
            placeholder="-"
            options={options}
            onChange={(event) => setTarget(event.target.value)}
          />
          <Button
            size="sm"
            className="justify-self-start"
            disabled={!target || move.isPending}
            onClick={() => move.mutate({ bookingId: booking.id, slotId: target })}
          >
            {t.rescheduleSave}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t.cancel}
        question={t.cancelConfirm(booking.refundPercentNow)}
        confirm={t.cancel}
        cancel={t.keep}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(booking.id)}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}
