import { z } from 'zod';
import { passwordSchema } from '@kusasa/domain/rules/password';
import type { UserType } from '@kusasa/domain/rules/roles';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from './password-hash.ts';
import { newTrackingId } from './tracking-id.ts';
import { createUsersRepo } from './users.repo.ts';

export const operatorAccountSchema = z.object({
  email: z.email('Please enter a valid email address').max(64),
  password: passwordSchema,
  fullName: z.string().trim().min(2).max(50).optional(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export function createUsersService(db: Database) {
  return {
    /** Creates the account with this type, or brings an existing one to it; safe to repeat. */
    async ensureAccount(input: OperatorAccount & { userType: UserType }): Promise<{ id: string; action: 'created' | 'updated' }> {
      const parsed = operatorAccountSchema.safeParse(input);
      if (!parsed.success) {
        throw new AppError('VALIDATION', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      }
      const passwordHash = await hashPassword(parsed.data.password);
      return db.transaction(async (tx) => {
        const repo = createUsersRepo(tx);
        const existing = await repo.findByEmail(parsed.data.email);
        const profile = { userType: input.userType, passwordHash, idVerified: true, emailConfirmedAt: new Date(), ...(parsed.data.fullName ? { fullName: parsed.data.fullName } : {}) };
        if (existing) {
          await repo.update(existing.id, profile);
          return { id: existing.id, action: 'updated' as const };
        }
        const created = await repo.insert({ email: parsed.data.email, trackingId: newTrackingId(), ...profile });
        return { id: created.id, action: 'created' as const };
      });
    },
  };
}
