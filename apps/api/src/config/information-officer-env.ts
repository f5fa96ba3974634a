import { z } from 'zod';
import type { InformationOfficer } from '@kusasa/domain/legal/policy';
import { ConfigError } from './env-support.ts';

// The Information Officer the legal policies name.

export const informationOfficerEnv = {
  // The Information Officer the legal policies name (POPIA sections 55 and 56). Outside production
  // a stand-in marked as such; production refuses to start without real details.
  INFORMATION_OFFICER_NAME: z.string().trim().min(2, 'must be a name').max(100, 'must be at most 100 characters').optional(),
  INFORMATION_OFFICER_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  INFORMATION_OFFICER_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{6,20}$/, 'must be a phone number such as +27 11 123 4567')
    .optional(),
  INFORMATION_OFFICER_ADDRESS: z.string().trim().min(5, 'must be a postal or street address').max(300, 'must be at most 300 characters').optional(),
};
type InformationOfficerEnv = z.infer<z.ZodObject<typeof informationOfficerEnv>> & { NODE_ENV: 'development' | 'production' | 'test' };

/** What the policies show outside production when no Information Officer is configured: visibly a stand-in. */
export const STAND_IN_INFORMATION_OFFICER: InformationOfficer = {
  name: 'Information Officer (not configured)',
  email: 'information-officer@kusasa.local',
  phone: '+27 00 000 0000',
  address: 'Not configured: set INFORMATION_OFFICER_ADDRESS',
};

const OFFICER_VARIABLES = {
  name: 'INFORMATION_OFFICER_NAME',
  email: 'INFORMATION_OFFICER_EMAIL',
  phone: 'INFORMATION_OFFICER_PHONE',
  address: 'INFORMATION_OFFICER_ADDRESS',
} as const satisfies Record<keyof InformationOfficer, keyof InformationOfficerEnv>;

// Words and domains that mark a value as a stand-in rather than a real person's details.
const PLACEHOLDER = /\b(placeholder|change ?me|todo|tbd|tba|lorem|dummy|sample|not configured|x{3,})\b|@(example\.|[^@]*\.(local|test|invalid|example)$)/i;
const isPlaceholderPhone = (phone: string) => /^0*$/.test(phone.replace(/\D/g, '').replace(/^27/, ''));

export function informationOfficerConfig(e: InformationOfficerEnv): InformationOfficer {
  const officer = {} as InformationOfficer;
  for (const [field, variable] of Object.entries(OFFICER_VARIABLES) as [keyof InformationOfficer, (typeof OFFICER_VARIABLES)[keyof InformationOfficer]][]) {
    const value = e[variable];
    if (e.NODE_ENV === 'production') {
      // The policies publish these details: a missing or made-up contact would mislead every reader.
      if (value === undefined)
        throw new ConfigError(
          variable,
          `${variable} must be set in production: the Privacy Policy and the Terms of Service publish the Information Officer's contact details`,
        );
      if (PLACEHOLDER.test(value) || (field === 'phone' && isPlaceholderPhone(value))) {
        throw new ConfigError(
          variable,
          `${variable} looks like a placeholder (got ${JSON.stringify(value)}): set the Information Officer's real contact details`,
        );
      }
    }
    officer[field] = value ?? STAND_IN_INFORMATION_OFFICER[field];
  }
  return officer;
}
