import { passesVerificationGate, type UserType } from '@kusasa/domain/rules/roles';
import { POLICY, type Rule } from './permission-table.ts';

// Who may do what, asked of the one table in permission-table.ts: every API route names a
// permission (http/access.ts), anything not listed there is denied, and row ownership is checked
// by `can` with a resource, in the service that loads the row.

export type Permission = keyof typeof POLICY;
export const PERMISSIONS = Object.keys(POLICY) as Permission[];

/**
 * What seed 000 puts behind the verification guard (/dashboard, /apply, /subscription): the API
 * refuses these to a learner whose identity is not verified with VERIFICATION_REQUIRED, which the
 * web app turns into /verification-required. Who passes is passesVerificationGate (domain):
 * admins and the other account types do.
 */
export const VERIFICATION_GATED: ReadonlySet<Permission> = new Set<Permission>(['dashboard:own', 'applications:own', 'subscription:own']);

/** True when this signed-in user must verify their identity before using `permission`. */
export function needsVerification(user: { userType: string; isVerified: boolean }, permission: Permission): boolean {
  return VERIFICATION_GATED.has(permission) && !passesVerificationGate(user);
}

export interface Actor {
  id: string;
  userType: UserType;
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(POLICY, value);
}

export function needsSignIn(permission: Permission): boolean {
  const rule: Rule = POLICY[permission];
  return rule.who !== 'anyone' && rule.who !== 'api-key';
}

/** Default deny: true only when the table allows this actor (and, for owned rows, owns it). */
export function can(actor: Actor | null, permission: Permission, resource?: { ownerId: string | null }): boolean {
  const rule: Rule = POLICY[permission];
  switch (rule.who) {
    case 'anyone':
      return true;
    case 'api-key':
      return false;
    case 'signed-in':
      return actor !== null;
    case 'types':
      return actor !== null && rule.types.includes(actor.userType);
    case 'owner-or-admin':
      if (actor === null) return false;
      if (resource === undefined) return true;
      return actor.userType === 'admin' || resource.ownerId === actor.id;
  }
}
