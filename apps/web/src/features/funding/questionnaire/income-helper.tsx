import { useState } from 'react';
import { type IncomeBand, incomeBandOf } from '@kusasa/domain/rules/funding-answers';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import { incomeBandLabels } from '@kusasa/domain/funding-labels';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';

const texts = fundingTexts.incomeHelper;
const rand = (value: number) => `R${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** "Work it out": a monthly amount times 12 gives the band (incomeBandOf), which the learner may use. */
export function IncomeHelper({ idPrefix, onUse }: { idPrefix: string; onUse: (band: IncomeBand) => void }) {
  const [open, setOpen] = useState(false);
  const [monthly, setMonthly] = useState('');
  if (!open)
    return (
      <Button variant="outline" size="sm" className="justify-self-start" aria-expanded={false} onClick={() => setOpen(true)}>
        {texts.open}
      </Button>
    );

  const cleaned = monthly.replace(/[\s,R]/gi, '');
  const amount = cleaned === '' ? null : Number(cleaned);
  const valid = amount !== null && Number.isFinite(amount) && amount >= 0;
  const yearly = valid ? Math.round(amount * 12) : null;
  const band = yearly === null ? null : incomeBandOf(yearly);
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <InputField
        id={`${idPrefix}-monthlyIncome`}
        label={texts.label}
        hint={texts.hint}
        inputMode="decimal"
        className="max-w-xs"
        value={monthly}
        onChange={(event) => setMonthly(event.target.value)}
        error={amount !== null && !valid ? texts.invalid : undefined}
      />
      <p aria-live="polite" className="text-slate-800 dark:text-slate-200">
        {band && yearly !== null ? texts.result(rand(yearly), incomeBandLabels[band]) : ''}
      </p>
      {band && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => onUse(band)}>
          {texts.use}
        </Button>
      )}
    </div>
  );
}
