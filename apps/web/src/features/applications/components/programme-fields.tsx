import { applicationErrorTexts, applicationPageTexts as t } from '@kusasa/domain/application-texts';
import { SelectField } from '../../../components/ui/field';
import { useInstitutions } from '../../../lib/catalogue/get-institutions';
import { useProgrammes } from '../../../lib/catalogue/get-programmes';
import { ApplyDirectly } from '../../../lib/catalogue/apply-directly';

interface Props {
  institutionId: string;
  programId: string;
  errors: { institutionId?: string; programId?: string };
  disabled?: boolean;
  onChange: (field: 'institutionId' | 'programId', value: string) => void;
}

/** University, then one of its programs (seed 001 section 2: the program list depends on the university). */
export function ProgrammeFields({ institutionId, programId, errors, disabled, onChange }: Props) {
  const institutions = useInstitutions();
  const programmes = useProgrammes(institutionId || undefined, { enabled: Boolean(institutionId) });

  const programmeOptions = programmes.data?.map((programme) => ({ value: programme.id, label: programme.name })) ?? [];
  let programPlaceholder: string = t.programPlaceholder;
  if (!institutionId) programPlaceholder = t.selectUniversityFirst;
  else if (programmes.isPending) programPlaceholder = t.loadingPrograms;
  else if (programmes.isError) programPlaceholder = applicationErrorTexts.programsLoadFailed;
  else if (programmeOptions.length === 0) programPlaceholder = t.noPrograms;
  // A resumed draft may name a program the list no longer offers: keep the select showing "none".
  const programValue = programmeOptions.some((option) => option.value === programId) ? programId : '';
  // An institution without published programmes: say where to apply instead of a dead end (issue 26).
  const unpublished = programmes.isSuccess && programmeOptions.length === 0 ? institutions.data?.find((i) => i.id === institutionId) : undefined;

  return (
    <>
      <SelectField
        id="application-university"
        label={t.university}
        placeholder={institutions.isError ? applicationErrorTexts.institutionsLoadFailed : t.universityPlaceholder}
        options={institutions.data?.map((institution) => ({ value: institution.id, label: institution.name })) ?? []}
        value={institutionId}
        error={errors.institutionId}
        disabled={disabled}
        onChange={(event) => onChange('institutionId', event.target.value)}
      />
      <SelectField
        id="application-program"
        label={t.program}
        placeholder={programPlaceholder}
        options={programmeOptions}
        value={programValue}
        error={errors.programId}
        disabled={disabled || !institutionId || programmeOptions.length === 0}
        onChange={(event) => onChange('programId', event.target.value)}
      />
      {unpublished && (
        <div className="sm:col-span-2">
          <ApplyDirectly institution={unpublished} />
        </div>
      )}
    </>
  );
}
