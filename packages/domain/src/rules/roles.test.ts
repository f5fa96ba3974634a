import { describe, it, expect } from 'vitest';
import { LOGIN_PORTALS, USER_TYPES, checkPortalUserType, isUserType, landingPathFor, parseUserType, userTypeSchema } from './roles.ts';
import type { PortalUserType } from './roles.ts';

describe('user types', () => {
  it('are the six account types', () => {
    expect(USER_TYPES).toEqual(['student', 'consultant', 'institution', 'sponsor', 'nsfas', 'admin']);
  });

  it.each(USER_TYPES)('%s parses as itself', (userType) => {
    expect(parseUserType(userType)).toBe(userType);
    expect(isUserType(userType)).toBe(true);
    expect(userTypeSchema.safeParse(userType).success).toBe(true);
  });

  it.each([undefined, null, '', 'Admin', 'partner', 'counselor', 42, {}])('%j falls back to student', (value) => {
    expect(parseUserType(value)).toBe('student');
    expect(isUserType(value)).toBe(false);
    expect(userTypeSchema.safeParse(value).success).toBe(false);
  });
});

describe('landingPathFor', () => {
  it.each([
    ['student', '/dashboard'],
    ['consultant', '/dashboard'],
    ['nsfas', '/dashboard'],
    ['institution', '/institutions/dashboard'],
    ['sponsor', '/sponsors/dashboard'],
    ['admin', '/admin/dashboard'],
  ] as const)('%s lands on %s', (userType, path) => {
    expect(landingPathFor(userType)).toBe(path);
  });
});

describe('LOGIN_PORTALS', () => {
  it.each([
    ['student', '/students/login', '/register', '/auth-redirect'],
    ['consultant', '/counselors/login', '/counselors/register', '/auth-redirect'],
    ['institution', '/institutions/login', '/institutions/register', '/institutions/dashboard'],
    ['nsfas', '/nsfas/login', '/nsfas/register', '/auth-redirect'],
    ['sponsor', '/sponsors/login', '/sponsors/register', '/sponsors/dashboard'],
  ] as const)('%s signs in at %s, registers at %s and continues to %s', (portal, loginPath, registerPath, afterLoginPath) => {
    expect(LOGIN_PORTALS[portal]).toMatchObject({ loginPath, registerPath, afterLoginPath });
  });
});

describe('checkPortalUserType', () => {
  it.each<[PortalUserType, unknown]>([
    ['student', 'student'],
    ['student', undefined],
    ['student', null],
    ['student', 'partner'],
    ['consultant', 'consultant'],
    ['institution', 'institution'],
    ['nsfas', 'nsfas'],
    ['sponsor', 'sponsor'],
  ])('the %s portal lets %j in', (portal, userType) => {
    expect(checkPortalUserType(portal, userType)).toEqual({ ok: true });
  });

  it.each<[PortalUserType, unknown, string]>([
    ['consultant', 'student', 'Invalid counselor credentials'],
    ['consultant', 'admin', 'Invalid counselor credentials'],
    ['consultant', undefined, 'Invalid counselor credentials'],
    ['institution', 'sponsor', 'Invalid institution credentials'],
    ['institution', null, 'Invalid institution credentials'],
    ['nsfas', 'consultant', 'Invalid NSFAS credentials'],
    ['sponsor', 'institution', 'Invalid sponsor credentials'],
    ['sponsor', 'Sponsor', 'Invalid sponsor credentials'],
    ['student', 'admin', 'Please use the appropriate login page for your account type'],
    ['student', 'nsfas', 'Please use the appropriate login page for your account type'],
    ['student', 'sponsor', 'Please use the appropriate login page for your account type'],
  ])('the %s portal turns %j away with %j', (portal, userType, message) => {
    expect(checkPortalUserType(portal, userType)).toEqual({ ok: false, message });
  });
});
