import { createHash, randomBytes } from 'node:crypto';
import { admissionTexts } from '@kusasa/domain/admission-texts';
import { teamTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { INSTITUTION_ROLES, INVITABLE_ROLES, INVITATION_TTL_DAYS, type InstitutionRole, type InvitableRole } from '@kusasa/domain/rules/admissions';
import type { Invitation, Invite, Team } from '@kusasa/domain/schemas/institution-workspace/team';
import type { Kernel } from '../../core/kernel.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { createInstitutionTeamRepo } from './institution-team.repo.ts';
import { invitationMail } from './invitation-mail.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit' | 'mailer' | 'users' | 'institutionMembers' | 'sessions'> & { publicUrl: string };
type InvitationRow = Awaited<ReturnType<ReturnType<typeof createInstitutionTeamRepo>['insert']>>;

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const asRole = (role: string): InstitutionRole => ((INSTITUTION_ROLES as readonly string[]).includes(role) ? (role as InstitutionRole) : 'reviewer');
const asInvitable = (role: string): InvitableRole => ((INVITABLE_ROLES as readonly string[]).includes(role) ? (role as InvitableRole) : 'reviewer');
const invitationOf = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: asInvitable(row.role),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

// An institution's team (issue 25): any member reads it; only the lead invites, revokes and
// removes. Every change is audited with its actor; a removed colleague is signed out at once.
export function createInstitutionTeamService({ db, clock, audit, mailer, users, institutionMembers, sessions, publicUrl }: Deps) {
  const repo = createInstitutionTeamRepo(db);
  const record = (actorId: string, action: string, message: string, details: Record<string, unknown>) =>
    audit.security({ action, message, severity: 'info', component: 'institution-team', userId: actorId, details });

  return {
    async team(userId: string): Promise<Team> {
      const me = await institutionMembers.require(userId);
      const rows = await institutionMembers.membersOf(me.institutionId);
      const people = new Map((await users.summariesOf(rows.map((row) => row.userId))).map((user) => [user.id, user]));
      const canManage = me.role === 'lead';
      return {
        institutionName: me.institutionName,
        canManage,
        members: rows.map((row) => ({
          userId: row.userId,
          name: people.get(row.userId)?.fullName ?? null,
          email: people.get(row.userId)?.email ?? '',
          role: asRole(row.role),
          joinedAt: row.createdAt.toISOString(),
        })),
        invitations: canManage ? (await repo.pendingOf(me.institutionId, clock())).map(invitationOf) : [],
      };
    },

    async invite(userId: string, { email, role }: Invite): Promise<Invitation> {
      const lead = await institutionMembers.require(userId, 'manage');
      const now = clock();
      if (await repo.pendingFor(lead.institutionId, email, now)) throw new AppError('CONFLICT', t.alreadyInvited, { email: t.alreadyInvited });
      const token = randomBytes(32).toString('base64url');
      const row = await repo.insert({
        institutionId: lead.institutionId,
        email,
        role,
        tokenHash: hashOf(token),
        invitedBy: userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      });
      await mailer.send(invitationMail(email, lead.institutionName, role, token, publicUrl));
      await record(userId, 'INSTITUTION_INVITATION_SENT', `Invited ${email} as ${role}`, { institution_id: lead.institutionId, invitation_id: row.id, role });
      return invitationOf(row);
    },

    async revoke(userId: string, invitationId: string): Promise<void> {
      const lead = await institutionMembers.require(userId, 'manage');
      if (!(await repo.revoke(lead.institutionId, invitationId, clock()))) throw new AppError('NOT_FOUND', t.invitationNotFound);
      await record(userId, 'INSTITUTION_INVITATION_REVOKED', 'Revoked an invitation', { institution_id: lead.institutionId, invitation_id: invitationId });
    },

    async remove(userId: string, memberId: string): Promise<void> {
      const lead = await institutionMembers.require(userId, 'manage');
      const target = await institutionMembers.membershipOf(memberId);
      if (!target || target.institutionId !== lead.institutionId) throw new AppError('NOT_FOUND', t.memberNotFound);
      if (memberId === userId) throw new AppError('CONFLICT', admissionTexts.lastLead);
      await db.transaction(async (tx) => {
        await institutionMembers.remove(memberId, tx);
        await sessions.endAllForUser(memberId, tx);
      });
      await record(userId, 'INSTITUTION_MEMBER_REMOVED', 'Removed a colleague and ended their sessions', {
        institution_id: lead.institutionId,
        member_id: memberId,
        role: target.role,
      });
    },

    /** A signed-in institution account takes the invitation mailed to its own address. */
    async accept(userId: string, token: string): Promise<{ institutionName: string; role: InstitutionRole }> {
      if (await institutionMembers.membershipOf(userId)) throw new AppError('CONFLICT', admissionTexts.alreadyMember);
      const [me] = await users.summariesOf([userId]);
      const now = clock();
      try {
        const joined = await db.transaction(async (tx) => {
          const invitation = await createInstitutionTeamRepo(tx).accept(hashOf(token), now);
          if (!invitation || invitation.email.toLowerCase() !== me?.email.toLowerCase()) throw new AppError('NOT_FOUND', admissionTexts.invitationUnusable);
          await institutionMembers.add(
            { userId, institutionId: invitation.institutionId, role: invitation.role, invitedBy: invitation.invitedBy, createdAt: now },
            tx,
          );
          return invitation;
        });
        const membership = await institutionMembers.require(userId);
        await record(userId, 'INSTITUTION_INVITATION_ACCEPTED', `Joined as ${joined.role}`, { institution_id: joined.institutionId, invitation_id: joined.id });
        return { institutionName: membership.institutionName, role: membership.role };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', admissionTexts.alreadyMember, undefined, { cause: error });
        throw error;
      }
    },
  };
}
export type InstitutionTeamService = ReturnType<typeof createInstitutionTeamService>;
