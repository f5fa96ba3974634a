import { programmeListTexts as texts } from '@kusasa/domain/catalogue-texts';
import { InputField, SelectField } from '../../../components/ui/field';

export type ProgrammeFilterValues = { search: string; institutionId: string };

/** Search programmes by name, faculty or institution, and narrow them to one institution. */
export function ProgrammeFilters({
  values,
  institutions,
  onChange,
}: {
  values: ProgrammeFilterValues;
  institutions: readonly { id: string; name: string }[];
  onChange: (values: ProgrammeFilterValues) => void;
}) {
  return (
    <form role="search" className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
      <InputField
        id="programme-search"
        type="search"
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        autoComplete="off"
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.target.value })}
      />
      <SelectField
        id="programme-institution"
        label={texts.institutionLabel}
        placeholder={texts.allInstitutions}
        options={institutions.map((institution) => ({ value: institution.id, label: institution.name }))}
        value={values.institutionId}
        onChange={(event) => onChange({ ...values, institutionId: event.target.value })}
      />
    </form>
  );
}
