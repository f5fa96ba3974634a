import { z } from 'zod';

export const notFoundReportSchema = z.object({
  path: z.string().min(1).max(2048),
  referrer: z.string().max(2048).optional(),
});
export type NotFoundReport = z.infer<typeof notFoundReportSchema>;
