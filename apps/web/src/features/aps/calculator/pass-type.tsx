import { nscPassTexts } from '@kusasa/domain/aps-texts';
import { apsCalculatorTexts as texts } from '@kusasa/domain/catalogue-texts';
import { nscPassType, nscShortfallMessage } from '@kusasa/domain/rules/nsc-pass';
import type { SubjectMark } from '@kusasa/domain/rules/nsc-subject-names';
import { Card } from '../../../components/ui/card';

/** The NSC pass the marks reach and what the next pass up still needs. */
export function PassType({ marks }: { marks: readonly SubjectMark[] }) {
  const result = nscPassType(marks);
  return (
    <Card className="p-5" aria-labelledby="aps-pass-title" role="region">
      <h3 id="aps-pass-title" className="text-lg font-semibold text-slate-950 dark:text-white">
        {texts.passHeading}
      </h3>
      <p className="mt-2 text-2xl font-bold text-slate-950 dark:text-white" data-testid="pass-type">
        {nscPassTexts.labels[result.passType]}
      </p>
      {marks.length > 0 && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{nscPassTexts.help[result.passType]}</p>}
      {marks.length > 0 && result.missing.length > 0 && (
        <>
          <p className="mt-3 font-medium text-slate-900 dark:text-slate-100">{texts.passMissing}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {result.missing.map((shortfall) => (
              <li key={shortfall.kind}>{nscShortfallMessage(shortfall)}</li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{nscPassTexts.certificateOverrides}</p>
    </Card>
  );
}
