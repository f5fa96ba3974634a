import { caseloadTexts } from '@kusasa/domain/caseload-page-texts';
import { Card } from '../../components/ui/card';

const t = caseloadTexts.code;

/** The counselor's code, large, and how learners use it. */
export function CodeCard({ code }: { code: string | null }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t.title}</h2>
      <p
        data-testid="counselor-code"
        className="mt-3 font-mono text-3xl font-bold tracking-widest break-all text-emerald-800 sm:text-4xl dark:text-emerald-300"
      >
        {code ?? '—'}
      </p>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t.how}</p>
    </Card>
  );
}
