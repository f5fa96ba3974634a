import { z } from 'zod';
import { USER_TYPES, userTypeSchema } from '../rules/roles.ts';
import { adminTexts } from '../admin-texts.ts';
import { identityCheckSchema } from './identity-check.ts';

// User management (/admin/users, seeds 000 and 002) and the seed's is_admin check.

export const adminMeResponseSchema = z.object({ isAdmin: z.boolean() });
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

export const ADMIN_USERS_PAGE_SIZE = { default: 20, max: 100 } as const;

export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_SIZE.max).default(ADMIN_USERS_PAGE_SIZE.default),
  /** Case-insensitive part of the email or the full name. */
  search: z.string().trim().max(100).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  userType: userTypeSchema,
  createdAt: z.iso.datetime(),
  idVerified: z.boolean(),
  /** How the identity was checked (issue 32); null when not verified or never checked (an operator-made account). */
  identityCheck: identityCheckSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Newest first. */
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().min(0),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });

export const roleChangeRequestSchema = z.object({
  userType: z.enum(USER_TYPES, { error: adminTexts.selectRole }),
});
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;

export const roleChangeResponseSchema = z.object({ message: z.string(), user: adminUserSchema });
export type RoleChangeResponse = z.infer<typeof roleChangeResponseSchema>;
