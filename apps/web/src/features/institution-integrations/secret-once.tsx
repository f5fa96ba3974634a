import { useState } from 'react';
import { integrationsPageTexts as t } from '@kusasa/domain/institution-api-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** A key or secret shown once: read-only, selectable, with a copy button and a way to put it away. */
export function SecretOnce({ label, value, notice, onDone }: { label: string; value: string; notice: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <Alert tone="info">
      <p className="font-medium">{notice}</p>
      <label className="mt-3 block text-sm font-medium" htmlFor="secret-once">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="secret-once"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 font-mono text-sm break-all text-slate-950 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        />
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void copy()} aria-live="polite">
            {copied ? t.copied : t.copy}
          </Button>
          <Button onClick={onDone}>{t.done}</Button>
        </div>
      </div>
    </Alert>
  );
}
