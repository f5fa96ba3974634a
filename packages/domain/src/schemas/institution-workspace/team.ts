import { z } from 'zod';
import { INSTITUTION_ROLES, INVITABLE_ROLES } from '../../rules/admissions.ts';
import { teamTexts as t } from '../../institution-workspace-texts.ts';

/*
 * The institution's team (issue 25); only the lead manages it.
 *
 * GET    /api/institution/team                          -> teamSchema (any member)
 * POST   /api/institution/team/invitations {email,role} -> 201 invitationSchema (mails a one-time link)
 * DELETE /api/institution/team/invitations/:id          -> {done: true} (revoked; another institution's id: 404)
 * DELETE /api/institution/team/members/:userId          -> {done: true} (removed; their sessions end at once)
 * POST   /api/institution/invitations/accept {token}    -> acceptedInvitationSchema (a signed-in institution account)
 */

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(INSTITUTION_ROLES),
  joinedAt: z.iso.datetime(),
});
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const teamSchema = z.object({
  institutionName: z.string(),
  /** Whether the signed-in colleague may manage the team (the lead). */
  canManage: z.boolean(),
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const inviteSchema = z.object({
  email: z.email({ error: t.emailInvalid }).max(254, { error: t.emailInvalid }),
  role: z.enum(INVITABLE_ROLES, { error: t.roleInvalid }),
});
export type Invite = z.infer<typeof inviteSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid() });
export const memberParamsSchema = z.object({ userId: z.uuid() });

export const acceptInvitationSchema = z.object({ token: z.string().min(20).max(200) });
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;
export const acceptedInvitationSchema = z.object({ institutionName: z.string(), role: z.enum(INSTITUTION_ROLES) });

/** A revoked invitation or a removed colleague. */
export const teamChangedSchema = z.object({ done: z.literal(true) });
