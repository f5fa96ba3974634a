import { InputField, SelectField } from '../../../components/ui/field';
import type { AddressValues } from '../wizard-values';
import type { FieldsProps } from './field-props';
import { ProvinceSelect } from './province-select';

const ADDRESS_TYPE_OPTIONS = [
  { value: 'residential', label: 'Residential' },
  { value: 'postal', label: 'Postal' },
] as const;

/** Step 3, Address Information (seed 001 sections 2 and 5). */
export function AddressFields({ idPrefix, values, errors, onChange }: FieldsProps<AddressValues>) {
  const set = (change: Partial<AddressValues>) => onChange({ ...values, ...change });
  const text = (name: 'streetAddress' | 'suburb' | 'city', label: string, autoComplete: string, className?: string) => (
    <InputField
      id={`${idPrefix}-${name}`}
      label={label}
      autoComplete={autoComplete}
      maxLength={100}
      className={className}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={errors[name]}
    />
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
      <SelectField
        id={`${idPrefix}-addressType`}
        label="Address Type"
        placeholder="Select an address type"
        options={ADDRESS_TYPE_OPTIONS}
        value={values.addressType}
        onChange={(event) => set({ addressType: event.target.value })}
        error={errors.addressType}
        className="sm:col-span-2"
      />
      {text('streetAddress', 'Street Address', 'street-address', 'sm:col-span-2')}
      {text('suburb', 'Suburb', 'address-level3')}
      {text('city', 'City', 'address-level2')}
      <ProvinceSelect idPrefix={idPrefix} label="Province" value={values.province} error={errors.province} onChange={(province) => set({ province })} />
      <InputField
        id={`${idPrefix}-postalCode`}
        label="Postal Code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={4}
        value={values.postalCode}
        onChange={(event) => set({ postalCode: event.target.value })}
        error={errors.postalCode}
      />
    </div>
  );
}
