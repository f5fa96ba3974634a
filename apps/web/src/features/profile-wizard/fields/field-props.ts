import type { IdentityCheck } from '@kusasa/domain/schemas/identity-check';
import type { FieldErrors } from '../../../lib/form-errors';

/** What every step's fields get: ids are `${idPrefix}-${field}`, so labels and errors pair up. */
export interface FieldsProps<V> {
  idPrefix: string;
  values: V;
  errors: FieldErrors;
  onChange: (values: V) => void;
  /** The ID number was verified at registration: shown, not editable. */
  idNumberLocked?: boolean;
  /** How the identity was checked (issue 32): the locked ID number's hint says exactly what. */
  identityCheck?: IdentityCheck | null;
}
