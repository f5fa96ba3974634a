import type { ErrorCode } from '@kusasa/domain/schemas/common';

export interface AppErrorOptions {
  /** Extra top-level fields of the error body, e.g. the identity check's blockedUntil and attempts. */
  extra?: Record<string, unknown>;
  /** What went wrong underneath; logged for 5xx, never sent. */
  cause?: unknown;
}

// Services throw AppError with a code; error-handler.ts is the one place codes become statuses.
export class AppError extends Error {
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    if (options.extra) this.extra = options.extra;
  }
}

export const httpStatusByCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  // The learner's plan does not allow this (a cap or a gated feature); the body carries upgradeUrl.
  PLAN_LIMIT: 403,
  DAILY_LIMIT: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  // Site-wide maintenance (features/maintenance): non-admin changes are refused until an admin unlocks.
  MAINTENANCE: 503,
  // Signed in and of the right type, but not through the identity check the route sits behind.
  VERIFICATION_REQUIRED: 403,
};

/** zod's issues as an error's `fields`: the first message for each path ('subjects.0.mark'), '_' for the whole body. */
export function fieldsOfIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}
