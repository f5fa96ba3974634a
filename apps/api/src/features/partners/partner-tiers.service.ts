import { partnerTexts } from '@kusasa/domain/partner-texts';
import { tierConfigUpdateSchema, type TierConfig, type TierConfigUpdate } from '@kusasa/domain/schemas/partners/tiers';
import type { Actor } from '../../auth/policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import { PARTNER_ACTIONS, partnerAudit } from './partner-audit.ts';
import { createPartnerTiersRepo, type TierConfigChange, type TierConfigRow } from './partner-tiers.repo.ts';
import { toTierConfig } from './partner-views.ts';
import type { Kernel } from '../../core/kernel.ts';

function changesBetween(before: TierConfigRow, change: TierConfigChange): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(change)) {
    const from: unknown = before[field as keyof TierConfigRow];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

// The tier configuration (/admin/partners/tiers): cards by fee, an active toggle and edits, each
// audited. The public list (registration, checkout, the inquiry form) shows active tiers only.
export function createPartnerTiersService({ db, clock, audit }: Pick<Kernel, 'db' | 'clock'> & { audit: Pick<AuditService, 'adminAction'> }) {
  const record = partnerAudit(audit);
  return {
    async list({ activeOnly }: { activeOnly: boolean }): Promise<TierConfig[]> {
      return (await createPartnerTiersRepo(db).list({ activeOnly })).map(toTierConfig);
    },

    async update(actor: Actor, id: string, input: TierConfigUpdate): Promise<TierConfig> {
      const change = tierConfigUpdateSchema.parse(input);
      return db.transaction(async (tx) => {
        const repo = createPartnerTiersRepo(tx);
        const before = await repo.lock(id);
        if (!before) throw new AppError('NOT_FOUND', partnerTexts.tierNotFound);
        const changes = changesBetween(before, change);
        if (Object.keys(changes).length === 0) return toTierConfig(before);
        const after = await repo.update(id, { ...change, updatedAt: clock() });
        const toggled = Object.keys(changes).length === 1 && 'active' in changes;
        await record(tx, actor, {
          action: PARTNER_ACTIONS.tierConfigUpdated,
          message: toggled ? `Tier ${after.name} ${after.active ? 'enabled' : 'disabled'}` : `Tier ${after.name} updated`,
          targetType: 'partner_tier',
          targetId: id,
          details: { tier: before.tier, changes },
        });
        return toTierConfig(after);
      });
    },
  };
}
export type PartnerTiersService = ReturnType<typeof createPartnerTiersService>;
