import { z } from 'zod';
import { APPLICATION_CHECK_TOKEN_PATTERN } from '../rules/application-pdf.ts';

/*
 * GET /api/applications/:id/pdf (student, Essential and above, submitted only): the branded PDF.
 * GET /api/application-checks/:token (anyone): what a PDF's QR code confirms, and nothing more:
 * the application is genuine, the day it was submitted, and the tracking ID printed beside the code.
 */
export const applicationPdfParamsSchema = z.object({ id: z.uuid() });

export const applicationCheckParamsSchema = z.object({ token: z.string().regex(APPLICATION_CHECK_TOKEN_PATTERN) });

export const applicationCheckSchema = z.object({
  genuine: z.literal(true),
  /** The South African calendar day of submission, 'YYYY-MM-DD' (no time: nothing more than needed). */
  submittedOn: z.iso.date(),
  trackingId: z.string().nullable(),
});
export type ApplicationCheck = z.infer<typeof applicationCheckSchema>;
