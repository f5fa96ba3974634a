import { type FormEvent, useId, useState } from 'react';
import { adminAnalyticsTexts as t } from '@kusasa/domain/admin-analytics-texts';
import { ANALYTICS_INTERVALS, type AnalyticsInterval } from '@kusasa/domain/rules/analytics';
import { analyticsExportQuerySchema } from '@kusasa/domain/schemas/admin-analytics';
import { Button } from '../../components/ui/button';
import { InputField, Label } from '../../components/ui/field';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import type { AnalyticsRange } from './api/get-analytics';

/** From, To and Group by; the range applies on Show (two dates typed one after the other are one change). */
export function RangeForm({ range, busy, onApply }: { range: AnalyticsRange; busy: boolean; onApply: (range: AnalyticsRange) => void }) {
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [interval, setGrouping] = useState<AnalyticsInterval>(range.interval);
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = analyticsExportQuerySchema.safeParse({ from, to, interval });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    onApply({ from, to, interval });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t.rangeLabel} className="flex flex-wrap items-start gap-3">
      <InputField
        id={`${id}-from`}
        type="date"
        label={t.fromLabel}
        value={from}
        max={to || undefined}
        required
        error={errors.from}
        onChange={(event) => setFrom(event.target.value)}
        className="w-full min-[400px]:w-44"
      />
      <InputField
        id={`${id}-to`}
        type="date"
        label={t.toLabel}
        value={to}
        min={from || undefined}
        required
        error={errors.to}
        onChange={(event) => setTo(event.target.value)}
        className="w-full min-[400px]:w-44"
      />
      <div className="w-full min-[400px]:w-36">
        <Label htmlFor={`${id}-interval`}>{t.intervalLabel}</Label>
        <select
          id={`${id}-interval`}
          value={interval}
          onChange={(event) => setGrouping(event.target.value as AnalyticsInterval)}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        >
          {ANALYTICS_INTERVALS.map((value) => (
            <option key={value} value={value}>
              {t.intervals[value]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={busy} className="mt-[1.875rem]">
        {t.show}
      </Button>
    </form>
  );
}
