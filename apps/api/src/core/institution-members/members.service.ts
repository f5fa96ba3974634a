import { admissionTexts } from '@kusasa/domain/admission-texts';
import { canDecide, canManageTeam, INSTITUTION_ROLES, type InstitutionRole } from '@kusasa/domain/rules/admissions';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createMembersRepo, type NewMember } from './members.repo.ts';

export interface Membership {
  userId: string;
  institutionId: string;
  institutionName: string;
  role: InstitutionRole;
}

/** What a route needs of the signed-in colleague: any member reads and comments; some decide; the lead manages. */
export type MemberNeed = 'read' | 'decide' | 'manage';

const roleOf = (role: string): InstitutionRole => ((INSTITUTION_ROLES as readonly string[]).includes(role) ? (role as InstitutionRole) : 'reviewer');

// Who works for which catalogue institution (issue 25). Every institution route asks `require`
// first: an account an admin has not linked to an institution sees nothing of any learner.
export function createMembersService(db: Database) {
  async function membershipOf(userId: string, executor: Executor = db): Promise<Membership | null> {
    const row = await createMembersRepo(executor).membershipOf(userId);
    return row ? { ...row, role: roleOf(row.role) } : null;
  }

  return {
    membershipOf,

    /** The colleague's membership, or 403 with why: not linked yet, or a role that may not do this. */
    async require(userId: string, need: MemberNeed = 'read'): Promise<Membership> {
      const membership = await membershipOf(userId);
      if (!membership) throw new AppError('FORBIDDEN', admissionTexts.notApproved);
      if (need === 'decide' && !canDecide(membership.role)) throw new AppError('FORBIDDEN', admissionTexts.cannotDecide);
      if (need === 'manage' && !canManageTeam(membership.role)) throw new AppError('FORBIDDEN', admissionTexts.cannotManageTeam);
      return membership;
    },

    membersOf: (institutionId: string, executor: Executor = db) => createMembersRepo(executor).membersOf(institutionId),
    add: (member: NewMember, executor: Executor = db) => createMembersRepo(executor).insert(member),
    remove: (userId: string, executor: Executor = db) => createMembersRepo(executor).remove(userId),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
