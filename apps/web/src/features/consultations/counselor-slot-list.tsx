import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { counselorConsultationTexts as t } from '@kusasa/domain/consultation-texts';
import { formatSessionTime, sessionById } from '@kusasa/domain/rules/consultations';
import type { CounselorSlot } from '@kusasa/domain/schemas/consultations';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { consultationKeys, counselorIcsUrl, withdrawSlot } from './api/consultations';
import { CancelBookedDialog } from './cancel-booked-dialog';

/** The counselor's upcoming slots: free ones can be withdrawn; booked ones show the learner's first name and session. */
export function CounselorSlotList({ slots }: { slots: CounselorSlot[] }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<{ bookingId: string; learnerName: string } | null>(null);
  const withdraw = useMutation({
    mutationFn: withdrawSlot,
    onSuccess: (data) => client.setQueryData(consultationKeys.counselor(), data),
    onError: (cause) => {
      setError(cause instanceof ApiError ? cause.message : cause.message);
      void client.invalidateQueries({ queryKey: consultationKeys.counselor() });
    },
  });
  if (slots.length === 0) return <p className="text-slate-700 dark:text-slate-300">{t.noSlots}</p>;
  return (
    <div className="grid gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="grid gap-3">
        {slots.map((slot) => (
          <li key={slot.id} data-testid="counselor-slot" className="grid gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <p className="font-semibold text-slate-950 dark:text-white">{formatSessionTime(slot.startsAt)}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">{slot.sessionTypes.map((id) => sessionById(id).name).join(', ')}</p>
            {slot.booking ? (
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={slot.booking.status === 'confirmed' ? 'brand' : 'neutral'}>
                  {(slot.booking.status === 'confirmed' ? t.booked : t.held)(slot.booking.learnerFirstName, sessionById(slot.booking.sessionType).name)}
                </Badge>
                {slot.booking.status === 'confirmed' && (
                  <>
                    <a href={counselorIcsUrl(slot.booking.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                      {t.calendar}
                    </a>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => slot.booking && setCancelling({ bookingId: slot.booking.id, learnerName: slot.booking.learnerFirstName })}
                    >
                      {t.cancelBooked}
                    </Button>
                  </>
                )}
              </div>
            ) : (
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="neutral">{t.free}</Badge>
                <Button variant="outline" size="sm" disabled={withdraw.isPending} onClick={() => withdraw.mutate(slot.id)}>
                  {t.withdraw}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {cancelling && <CancelBookedDialog {...cancelling} onClose={() => setCancelling(null)} />}
    </div>
  );
}
