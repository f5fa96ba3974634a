import { PROVINCES } from '@kusasa/domain/rules/regions';
import { SelectField } from '../../../components/ui/field';

const PROVINCE_OPTIONS = PROVINCES.map((province) => ({ value: province, label: province }));

interface ProvinceSelectProps {
  idPrefix: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (province: string) => void;
}

/** The province select of the Address and Education steps: both store it under `province`. */
export function ProvinceSelect({ idPrefix, label, value, error, onChange }: ProvinceSelectProps) {
  return (
    <SelectField
      id={`${idPrefix}-province`}
      label={label}
      placeholder="Select a province"
      options={PROVINCE_OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
