import { partnerTexts } from '@kusasa/domain/partner-texts';
import { newPartnerNoteSchema, type NewPartnerNote, type PartnerNote } from '@kusasa/domain/schemas/partners/notes';
import type { Actor } from '../../auth/policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { PARTNER_ACTIONS, partnerAudit } from './partner-audit.ts';
import { createPartnerNotesRepo } from './partner-notes.repo.ts';
import { toPartnerNote } from './partner-views.ts';
import { createPartnersRepo } from './partners.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

interface Deps extends Pick<Kernel, 'db' | 'clock'> {
  audit: Pick<AuditService, 'adminAction'>;
  /** Names the notes' authors, all of a list in one read (the users table is its own). */
  users: Pick<UsersService, 'displayNamesOf'>;
}

// A partner's Notes tab: typed notes with who wrote them and when, newest first.
export function createPartnerNotesService({ db, clock, audit, users }: Deps) {
  const record = partnerAudit(audit);
  const notFound = () => new AppError('NOT_FOUND', partnerTexts.notFound);

  return {
    async list(partnerId: string): Promise<PartnerNote[]> {
      if (!(await createPartnersRepo(db).byId(partnerId))) throw notFound();
      const rows = await createPartnerNotesRepo(db).forPartner(partnerId);
      const authors = await users.displayNamesOf(rows.map((row) => row.authorId));
      return rows.map((row) => toPartnerNote(row, authors));
    },

    async add(actor: Actor, partnerId: string, input: NewPartnerNote): Promise<PartnerNote> {
      const { note, noteType } = newPartnerNoteSchema.parse(input);
      return db.transaction(async (tx) => {
        const partner = await createPartnersRepo(tx).lock(partnerId);
        if (!partner) throw notFound();
        const row = await createPartnerNotesRepo(tx).insert({ partnerId, note, noteType, createdBy: actor.id, createdAt: clock() });
        await record(tx, actor, {
          action: PARTNER_ACTIONS.noteAdded,
          message: `Note added to ${partner.name}`,
          targetId: partnerId,
          details: { noteId: row.id, noteType },
        });
        return toPartnerNote(row, await users.displayNamesOf([row.authorId], tx));
      });
    },
  };
}
export type PartnerNotesService = ReturnType<typeof createPartnerNotesService>;
