import type { UserType } from '@kusasa/domain/rules/roles';
import type { Database } from '../../db/database.ts';
import { createUsersService } from './users.service.ts';

// Accounts for trying the product locally; `npm run cli -- seed-demo` prints them.
// The .test domain is reserved (RFC 2606), so these addresses can never reach a real person.
export const DEMO_PASSWORD = 'kusasa-demo-2026';

export const DEMO_INSTITUTION_EMAIL = 'institution@demo.kusasa.test';
export const DEMO_NSFAS_EMAIL = 'nsfas@demo.kusasa.test';
export const DEMO_COUNSELOR_EMAIL = 'counselor@demo.kusasa.test';

export const DEMO_ACCOUNTS: { email: string; fullName: string; userType: Exclude<UserType, 'admin'> }[] = [
  { email: 'student@demo.kusasa.test', fullName: 'Thandeka Mokoena', userType: 'student' },
  { email: DEMO_COUNSELOR_EMAIL, fullName: 'Sipho Ndlovu', userType: 'consultant' },
  { email: DEMO_INSTITUTION_EMAIL, fullName: 'Admissions Office', userType: 'institution' },
  { email: DEMO_NSFAS_EMAIL, fullName: 'Lerato Khumalo', userType: 'nsfas' },
  { email: 'sponsor@demo.kusasa.test', fullName: 'Ubuntu Bursary Trust', userType: 'sponsor' },
];

export async function seedDemoAccounts(db: Database) {
  const service = createUsersService(db);
  const results = [];
  for (const account of DEMO_ACCOUNTS) {
    const { action } = await service.ensureAccount({ ...account, password: DEMO_PASSWORD });
    results.push({ ...account, action });
  }
  return results;
}
