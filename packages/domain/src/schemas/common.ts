import { z } from 'zod';

// Every API error has this one shape, whatever failed, so the client handles errors in one place.

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PLAN_LIMIT',
  // A daily allowance is used up (Thandi's questions); the body says when it resets.
  'DAILY_LIMIT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'UNAVAILABLE',
  // The site is locked for maintenance (an admin's switch): changes wait; the body carries `maintenance`.
  'MAINTENANCE',
  // A learner whose identity is not verified asked for something behind the verification gate
  // (rules/roles.ts passesVerificationGate); the web app sends them to /verification-required.
  'VERIFICATION_REQUIRED',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const apiErrorSchema = z.object({
  error: z.object({
    // A plain string, not the enum, so an older client still reads codes added later.
    code: z.string(),
    message: z.string(),
    // Field path -> message, for VALIDATION errors that belong to a form field.
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
