import { z } from 'zod';

// An admin's decline of an audience's account (NSFAS staff, counselors): the reason is mailed to them.
export const declineAccountSchema = z.object({ reason: z.string().trim().min(5, 'Give a reason of at least 5 characters').max(500) });
export type DeclineAccount = z.infer<typeof declineAccountSchema>;
