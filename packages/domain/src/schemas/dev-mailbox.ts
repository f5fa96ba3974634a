import { z } from 'zod';

// The development mailbox: what the embedded mail adapter would have sent (never in production).

export const devMailboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The mailbox's key (the start banner's link carries it); the header x-dev-mailbox-token is the other way. */
  token: z.string().max(200).optional(),
});
export type DevMailboxQuery = z.infer<typeof devMailboxQuerySchema>;

export const devMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Every http(s) address in the text, in order, so a test can follow a confirmation or reset link. */
  links: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const devMailboxResponseSchema = z.object({ messages: z.array(devMailSchema) });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
