import { useState } from 'react';
import { Link } from 'react-router';
import { legalTexts } from '@kusasa/domain/legal/legal-texts';
import { policyPath } from '@kusasa/domain/legal/policy';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useAcceptPolicies, usePolicyUpdates } from './api/policy-updates';

const t = legalTexts.updates;

// "Remind me later" holds until the next full page load, across pages of the app.
let remindLater = false;

/**
 * Tells a signed-in user that a policy they accepted has a newer version, links to it, and records
 * that they read it. Renders nothing when there is nothing new (or the check failed: it is news,
 * not a gate).
 */
export default function PolicyUpdatesBanner() {
  const updates = usePolicyUpdates();
  const accept = useAcceptPolicies();
  const [later, setLater] = useState(remindLater);
  const pending = updates.data?.updates ?? [];
  if (later || pending.length === 0) return null;

  const failure = accept.error instanceof ApiError && accept.error.status === 409 ? accept.error.message : t.failed;
  return (
    <section
      aria-labelledby="policy-updates-heading"
      className="border-b border-amber-300 bg-amber-50 px-4 py-4 sm:px-6 dark:border-amber-800 dark:bg-amber-950/50"
      data-print-hide
    >
      <h2 id="policy-updates-heading" className="font-semibold text-slate-950 dark:text-white">
        {t.heading}
      </h2>
      <ul className="mt-2 space-y-2 text-slate-800 dark:text-slate-200">
        {pending.map((update) => (
          <li key={update.id}>
            {t.updated.replace('{title}', update.title).replace('{date}', formatLongDate(`${update.lastUpdated}T00:00:00Z`))} {update.changes}{' '}
            <Link to={policyPath(update.id)} className="font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300">
              {t.read.replace('{title}', update.title)}
            </Link>
          </li>
        ))}
      </ul>
      {accept.isError && (
        <p role="alert" className="mt-2 font-medium text-red-800 dark:text-red-300">
          {failure}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={accept.isPending} onClick={() => accept.mutate(pending, { onError: () => void updates.refetch() })}>
          {accept.isPending ? t.saving : t.accept}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            remindLater = true;
            setLater(true);
          }}
        >
          {t.later}
        </Button>
      </div>
    </section>
  );
}
