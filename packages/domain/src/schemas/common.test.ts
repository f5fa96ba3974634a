import { describe, it, expect } from 'vitest';
import { ERROR_CODES, apiErrorSchema, errorCodeSchema, healthResponseSchema } from './common.ts';

describe('ERROR_CODES', () => {
  it('lists the API error codes', () => {
    expect(ERROR_CODES).toEqual([
      'VALIDATION',
      'UNAUTHENTICATED',
      'SESSION_EXPIRED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'RATE_LIMITED',
      'PLAN_LIMIT',
      'DAILY_LIMIT',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'INTERNAL',
      'UNAVAILABLE',
      'MAINTENANCE',
      'VERIFICATION_REQUIRED',
    ]);
  });

  it.each(['validation', 'UNKNOWN', '', 404])('errorCodeSchema rejects %j', (value) => {
    expect(errorCodeSchema.safeParse(value).success).toBe(false);
  });
});

describe('apiErrorSchema', () => {
  it.each([
    { error: { code: 'NOT_FOUND', message: 'Not found' } },
    { error: { code: 'VALIDATION', message: 'Some fields need your attention.', fields: { idNumber: 'Invalid South African ID number' } } },
    { error: { code: 'VALIDATION', message: 'Some fields need your attention.', fields: {} } },
    { error: { code: 'SOMETHING_NEW', message: 'A code this client does not know yet' } },
  ])('accepts %j', (body) => {
    expect(apiErrorSchema.safeParse(body)).toEqual({ success: true, data: body });
  });

  it.each([
    {},
    { error: 'Not found' },
    { error: { code: 'NOT_FOUND' } },
    { error: { message: 'Not found' } },
    { error: { code: 404, message: 'Not found' } },
    { error: { code: 'VALIDATION', message: 'x', fields: { idNumber: 1 } } },
    { error: { code: 'VALIDATION', message: 'x', fields: ['idNumber'] } },
    { message: 'Not found', code: 'NOT_FOUND' },
  ])('rejects %j', (body) => {
    expect(apiErrorSchema.safeParse(body).success).toBe(false);
  });
});

describe('healthResponseSchema', () => {
  it.each([
    { status: 'ok', database: 'ok' },
    { status: 'degraded', database: 'down' },
  ])('accepts %j', (body) => {
    expect(healthResponseSchema.safeParse(body)).toEqual({ success: true, data: body });
  });

  it.each([{}, { status: 'ok' }, { status: 'down', database: 'ok' }, { status: 'ok', database: 'up' }, null])('rejects %j', (body) => {
    expect(healthResponseSchema.safeParse(body).success).toBe(false);
  });
});
