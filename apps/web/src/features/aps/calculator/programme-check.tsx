import { useState } from 'react';
import { apsCalculatorTexts as texts } from '@kusasa/domain/catalogue-texts';
import { apsPackById, scoreUnitLabel } from '@kusasa/domain/rules/aps';
import { checkEligibility, eligibilityReasonMessage } from '@kusasa/domain/rules/eligibility';
import type { SubjectMark } from '@kusasa/domain/rules/nsc-subject-names';
import { programmeRequirementSchema } from '@kusasa/domain/schemas/aps';
import type { Programme } from '@kusasa/domain/schemas/catalogue';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import { useInstitutions } from '../../../lib/catalogue/get-institutions';
import { useProgrammes } from '../../../lib/catalogue/get-programmes';
import { EligibilityMark } from '../components/eligibility-badge';

/** Pick an institution and programme to see, in the browser, whether the marks meet it. */
export function ProgrammeCheck({ marks }: { marks: readonly SubjectMark[] }) {
  const [institutionId, setInstitutionId] = useState('');
  const [programmeId, setProgrammeId] = useState('');
  const institutions = useInstitutions();
  const programmes = useProgrammes(institutionId || undefined, { enabled: Boolean(institutionId) });
  const programme = programmes.data?.find((entry) => entry.id === programmeId);

  const programmePlaceholder = !institutionId ? texts.selectInstitutionFirst : programmes.data?.length === 0 ? texts.noProgrammes : texts.chooseProgramme;

  return (
    <Card className="p-5" aria-labelledby="aps-programme-title" role="region">
      <h3 id="aps-programme-title" className="text-lg font-semibold text-slate-950 dark:text-white">
        {texts.programmeHeading}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          id="check-institution"
          label={texts.institutionLabel}
          placeholder={texts.chooseInstitution}
          options={(institutions.data ?? []).map((institution) => ({ value: institution.id, label: institution.name }))}
          value={institutionId}
          onChange={(event) => {
            // A new institution clears the programme (as on /apply).
            setInstitutionId(event.target.value);
            setProgrammeId('');
          }}
        />
        <SelectField
          id="check-programme"
          label={texts.programmeLabel}
          placeholder={programmePlaceholder}
          disabled={!institutionId || !programmes.data?.length}
          options={(programmes.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
          value={programmeId}
          onChange={(event) => setProgrammeId(event.target.value)}
        />
      </div>
      {institutions.isError && (
        <Alert tone="error" className="mt-3">
          {texts.institutionsFailed}
        </Alert>
      )}
      {programmes.isError && (
        <Alert tone="error" className="mt-3">
          {texts.programmesFailed}
        </Alert>
      )}
      {programme && <ProgrammeOutcome programme={programme} marks={marks} />}
    </Card>
  );
}

function ProgrammeOutcome({ programme, marks }: { programme: Programme; marks: readonly SubjectMark[] }) {
  const requirement = programmeRequirementSchema.safeParse(programme);
  if (!requirement.success) return null;
  const result = checkEligibility(requirement.data, marks);
  const pack = apsPackById(result.packId)!;
  // The minimum and the score in the programme's own unit: NMU's is an Applicant Score out of 600.
  const unitLabel = scoreUnitLabel(pack.unit);
  return (
    <div className="mt-4" aria-live="polite" data-testid="programme-outcome">
      <p className="text-sm text-slate-700 dark:text-slate-300">{texts.minAps(result.minAps, pack.name, unitLabel)}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{texts.yourScore(result.aps.score, pack.maxScore, unitLabel)}</p>
      <EligibilityMark status={result.status} texts={result.reasons.map(eligibilityReasonMessage)} />
    </div>
  );
}
