import { describe, expect, it } from 'vitest';
import { requiresEmailConfirmation } from '../rules/email-confirmation.ts';
import { counselorRegistrationSchema, institutionRegistrationSchema, isWebsiteUrl, sponsorRegistrationSchema } from './audience-registration.ts';

const password = 'tidal-moss-harbour-42';

describe('audience registration schemas', () => {
  it('accepts an empty or missing website and an http(s) address with a dotted host', () => {
    for (const ok of ['', 'https://www.uct.ac.za', 'http://ewc.edu.za/apply?x=1']) expect(isWebsiteUrl(ok), ok).toBe(true);
    for (const bad of ['www.uct.ac.za', 'https://localhost', 'ftp://x.co.za', 'javascript:alert(1)', 'https://']) expect(isWebsiteUrl(bad), bad).toBe(false);
  });

  it('trims names and keeps the phone number as typed', () => {
    const parsed = counselorRegistrationSchema.parse({
      fullName: '  Sipho Ndlovu ',
      specialization: 'Other',
      assignedRegion: 'National',
      organization: ' Soweto High ',
      yearsOfExperience: '1-3 years',
      contactEmail: 'sipho@school.co.za',
      contactPhone: '082 123 4567',
      email: 'sipho@kusasa.test',
      password,
      confirmPassword: password,
    });
    expect(parsed).toMatchObject({ fullName: 'Sipho Ndlovu', organization: 'Soweto High', contactPhone: '082 123 4567' });
  });

  it('takes the website as trimmed and the institution types of the catalogue', () => {
    const base = {
      institutionName: 'Ekurhuleni West',
      contactName: 'Admissions',
      contactEmail: 'a@ewc.edu.za',
      contactPhone: '0111234567',
      province: 'Gauteng',
      email: 'x@ewc.edu.za',
      password,
      confirmPassword: password,
    };
    for (const institutionType of ['university', 'tvet', 'college']) {
      expect(institutionRegistrationSchema.safeParse({ ...base, institutionType, website: ' https://ewc.edu.za ' }).data?.website).toBe('https://ewc.edu.za');
    }
  });

  it('lets a sponsor form leave out the confirmation, but a sent one must match', () => {
    const sponsor = { name: 'Ubuntu Trust', email: 'u@trust.org.za', organizationType: 'company', password };
    expect(sponsorRegistrationSchema.safeParse(sponsor).success).toBe(true);
    expect(sponsorRegistrationSchema.safeParse({ ...sponsor, confirmPassword: password }).success).toBe(true);
    expect(sponsorRegistrationSchema.safeParse({ ...sponsor, confirmPassword: 'other-password-1' }).error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
  });

  it('asks counselor, institution and NSFAS accounts to confirm their email', () => {
    expect(['consultant', 'institution', 'nsfas'].every(requiresEmailConfirmation)).toBe(true);
    expect(['student', 'sponsor', 'admin', 'unknown'].some(requiresEmailConfirmation)).toBe(false);
  });
});
