import { identityCheckMethodSchema, type IdentityCheck } from '@kusasa/domain/schemas/identity-check';
import { users } from '../../db/schema/users.ts';

// How an account's identity was checked (issue 32), kept beside users.id_verified, which the
// gates read as before. The columns are the users service's; features see `IdentityCheck`.

/** What the check that verified an account records; a bureau's answer fits here when it comes. */
export type RecordedIdentityCheck =
  { method: 'id-number-format' } | { method: 'bureau'; bureau: string; reference: string | null } | { method: 'manual'; adminId: string; documentId: string };

/** The columns a read selects to answer with `toIdentityCheck`. */
export const identityCheckColumns = {
  idVerified: users.idVerified,
  idCheckMethod: users.idCheckMethod,
  idCheckBureau: users.idCheckBureau,
  idCheckedAt: users.idCheckedAt,
};

export interface IdentityCheckRow {
  idVerified: boolean;
  idCheckMethod: string | null;
  idCheckBureau: string | null;
  idCheckedAt: Date | null;
}

/** The passed check as responses carry it; null when not verified or no check was recorded (an operator-made account). */
export function toIdentityCheck(row: IdentityCheckRow | undefined): IdentityCheck | null {
  if (!row?.idVerified) return null;
  const method = identityCheckMethodSchema.safeParse(row.idCheckMethod);
  if (!method.success) return null;
  return { method: method.data, bureau: method.data === 'bureau' ? row.idCheckBureau : null, checkedAt: row.idCheckedAt?.toISOString() ?? null };
}

/** The columns that mark an account verified by `check` at `at`; the other method's details are cleared. */
export function verifiedColumns(check: RecordedIdentityCheck, at: Date): Partial<typeof users.$inferInsert> {
  return {
    idVerified: true,
    idCheckMethod: check.method,
    idCheckedAt: at,
    idCheckBureau: check.method === 'bureau' ? check.bureau : null,
    idCheckReference: check.method === 'bureau' ? check.reference : null,
    idCheckedBy: check.method === 'manual' ? check.adminId : null,
    idCheckDocumentId: check.method === 'manual' ? check.documentId : null,
  };
}
