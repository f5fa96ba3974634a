import { randomBytes } from 'node:crypto';
import { partnerTexts } from '@kusasa/domain/partner-texts';
import type { Partner } from '@kusasa/domain/schemas/partners/partners';
import type { Actor } from '../../auth/policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { Kernel } from '../../core/kernel.ts';
import { PARTNER_ACTIONS, type partnerAudit } from './partner-audit.ts';
import { toPartner } from './partner-views.ts';
import { createPartnersRepo, type PartnerRow } from './partners.repo.ts';

/** Where signed MoUs are kept in the storage adapter (the sweeper's folder for them). */
export const MOU_FOLDER = 'partners';

interface MouDeps extends Pick<Kernel, 'db' | 'clock' | 'storage' | 'log'> {
  record: ReturnType<typeof partnerAudit>;
  existing: (id: string) => Promise<PartnerRow>;
}

const notFound = () => new AppError('NOT_FOUND', partnerTexts.notFound);

// A partner's signed MoU: a PDF in the storage adapter that the partner's row points at.
export function partnerMou({ db, clock, storage, log, record, existing }: MouDeps) {
  return {
    /**
     * Stores a signed MoU: PDF bytes only (decided by the bytes, not the name or header), under
     * partners/{id}/. The row points at it in one transaction with the audit entry; a new upload
     * replaces the old file, which is removed after the change commits.
     */
    async uploadMou(actor: Actor, id: string, bytes: Buffer): Promise<Partner> {
      if (bytes.length === 0) throw new AppError('VALIDATION', partnerTexts.mouEmpty, { file: partnerTexts.mouEmpty });
      const detected = await (await import('file-type')).fileTypeFromBuffer(bytes);
      if (detected?.mime !== 'application/pdf') throw new AppError('UNSUPPORTED_MEDIA_TYPE', partnerTexts.mouPdfOnly);
      await existing(id);
      const now = clock();
      const key = `${MOU_FOLDER}/${id}/mou-${now.getTime()}-${randomBytes(4).toString('hex')}.pdf`;
      await storage.put(key, bytes);
      let result: { partner: Partner; previousKey: string | null };
      try {
        result = await db.transaction(async (tx) => {
          const repo = createPartnersRepo(tx);
          const before = await repo.lock(id);
          if (!before) throw notFound();
          const after = await repo.update(id, { mouFileKey: key, mouUploadedAt: now, updatedAt: now });
          await record(tx, actor, {
            action: PARTNER_ACTIONS.mouUploaded,
            message: `Signed MoU uploaded: ${before.name}`,
            targetId: id,
            details: { bytes: bytes.length, replaced: before.mouFileKey !== null },
          });
          return { partner: toPartner(after), previousKey: before.mouFileKey };
        });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
      if (result.previousKey)
        await storage
          .delete(result.previousKey)
          .catch((error: unknown) => log.warn({ err: error, key: result.previousKey }, 'could not remove a replaced MoU'));
      return result.partner;
    },

    async readMou(id: string): Promise<Buffer> {
      const partner = await existing(id);
      const bytes = partner.mouFileKey ? await storage.get(partner.mouFileKey) : undefined;
      if (!bytes) throw new AppError('NOT_FOUND', partnerTexts.mouMissing);
      return bytes;
    },
  };
}
