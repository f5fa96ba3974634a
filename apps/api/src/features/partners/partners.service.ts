import { partnerTexts, partnerLabels } from '@kusasa/domain/partner-texts';
import {
  partnerTierForInquiry,
  partnerTypeForInquiry,
  type InquiryInstitutionType,
  type InquiryStudentCount,
  type InquiryTier,
  type PartnerTier,
} from '@kusasa/domain/rules/partners';
import type { IntegrationStatus } from '@kusasa/domain/rules/partner-integration';
import { fillText } from '@kusasa/domain/texts';
import {
  partnerCreateSchema,
  partnersQuerySchema,
  type Partner,
  type PartnerCreate,
  type PartnersQuery,
  type PartnerUpdateValues,
} from '@kusasa/domain/schemas/partners/partners';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import { PARTNER_ACTIONS, partnerAudit } from './partner-audit.ts';
import { partnerMou } from './partner-mou.ts';
import { createPartnerNotesRepo } from './partner-notes.repo.ts';
import { toPartner } from './partner-views.ts';
import { createPartnersRepo, type PartnerChange, type PartnerRow } from './partners.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export { MOU_FOLDER } from './partner-mou.ts';

/** What a partnership inquiry hands over when an admin converts it (the partner-inquiries feature). */
export interface InquiryForPartner {
  id: string;
  institutionName: string;
  institutionType: InquiryInstitutionType;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  website: string | null;
  studentCount: InquiryStudentCount | null;
  interestedTier: InquiryTier | null;
  message: string | null;
}

interface Deps extends Pick<Kernel, 'db' | 'clock' | 'storage' | 'log'> {
  audit: Pick<AuditService, 'adminAction'>;
}

const notFound = () => new AppError('NOT_FOUND', partnerTexts.notFound);

/** The fields an edit changed, as {field: {from, to}} for the audit entry. */
function changesBetween(before: PartnerRow, change: PartnerChange): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(change)) {
    const from: unknown = before[field as keyof PartnerRow];
    if (field !== 'updatedAt' && from !== to) changes[field] = { from, to };
  }
  return changes;
}

// The admin CRM's partner records (/admin/partners and /admin/partners/{id}): list, create, the
// Settings edit, tier and integration changes, and the signed MoU (a PDF in the storage adapter).
export function createPartnersService({ db, clock, audit, storage, log }: Deps) {
  const record = partnerAudit(audit);

  async function existing(id: string): Promise<PartnerRow> {
    const row = await createPartnersRepo(db).byId(id);
    if (!row) throw notFound();
    return row;
  }

  /** Locks the partner, applies `change` if it changes anything, and writes one audit entry; all in one transaction. */
  function change(
    actor: Actor,
    id: string,
    build: (row: PartnerRow) => { change: PartnerChange; action: (typeof PARTNER_ACTIONS)[keyof typeof PARTNER_ACTIONS]; message: string },
  ): Promise<Partner> {
    return db.transaction(async (tx) => {
      const repo = createPartnersRepo(tx);
      const before = await repo.lock(id);
      if (!before) throw notFound();
      const planned = build(before);
      const changes = changesBetween(before, planned.change);
      if (Object.keys(changes).length === 0) return toPartner(before);
      const after = await repo.update(id, { ...planned.change, updatedAt: clock() });
      await record(tx, actor, { action: planned.action, message: planned.message, targetId: id, details: { changes } });
      return toPartner(after);
    });
  }

  return {
    async list(query: PartnersQuery): Promise<Partner[]> {
      const { search, type } = partnersQuerySchema.parse(query);
      return (await createPartnersRepo(db).list({ search: search || undefined, type })).map(toPartner);
    },

    async get(id: string): Promise<Partner> {
      return toPartner(await existing(id));
    },

    async create(actor: Actor, input: PartnerCreate): Promise<Partner> {
      const values = partnerCreateSchema.parse(input);
      return db.transaction(async (tx) => {
        const now = clock();
        const row = await createPartnersRepo(tx).insert({ ...values, createdBy: actor.id, createdAt: now, updatedAt: now });
        await record(tx, actor, {
          action: PARTNER_ACTIONS.created,
          message: `Partner created: ${row.name}`,
          targetId: row.id,
          details: { source: 'admin', type: row.type, tier: row.tier },
        });
        return toPartner(row);
      });
    },

    /**
     * The partner a converted inquiry becomes, prefilled from it (pending, integration pending),
     * with the inquiry's details kept as notes. Runs in the conversion's transaction `tx`.
     */
    async createFromInquiry(actor: Actor, inquiry: InquiryForPartner, tx: Executor): Promise<{ id: string }> {
      const now = clock();
      const row = await createPartnersRepo(tx).insert({
        name: inquiry.institutionName,
        type: partnerTypeForInquiry(inquiry.institutionType),
        tier: partnerTierForInquiry(inquiry.interestedTier),
        status: 'pending',
        integrationStatus: 'pending',
        contactPerson: inquiry.contactName,
        contactEmail: inquiry.contactEmail,
        phone: inquiry.contactPhone,
        website: inquiry.website,
        organizationType: partnerLabels.inquiryInstitutionTypes[inquiry.institutionType],
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      });
      const notes = createPartnerNotesRepo(tx);
      await notes.insert({
        partnerId: row.id,
        note: fillText(partnerTexts.convertedNote, { institution: inquiry.institutionName }),
        noteType: 'general',
        createdBy: actor.id,
        createdAt: now,
      });
      const details = fillText(partnerTexts.inquiryDetailsNote, {
        studentCount: inquiry.studentCount ?? '-',
        tier: inquiry.interestedTier ? partnerLabels.inquiryTiers[inquiry.interestedTier] : '-',
        message: inquiry.message ?? '-',
      });
      await notes.insert({ partnerId: row.id, note: details, noteType: 'general', createdBy: actor.id, createdAt: now });
      await record(tx, actor, {
        action: PARTNER_ACTIONS.created,
        message: `Partner created from an inquiry: ${row.name}`,
        targetId: row.id,
        details: { source: 'inquiry', inquiryId: inquiry.id, type: row.type, tier: row.tier },
      });
      return { id: row.id };
    },

    /** Settings. The contract dates are checked against the stored ones when only one is sent. */
    update(actor: Actor, id: string, values: PartnerUpdateValues): Promise<Partner> {
      return change(actor, id, (before) => {
        const start = values.contractStartDate === undefined ? before.contractStartDate : values.contractStartDate;
        const end = values.contractEndDate === undefined ? before.contractEndDate : values.contractEndDate;
        if (start && end && start > end)
          throw new AppError('VALIDATION', partnerTexts.contractDatesOrder, { contractEndDate: partnerTexts.contractDatesOrder });
        return { change: values, action: PARTNER_ACTIONS.updated, message: `Partner updated: ${before.name}` };
      });
    },

    /** Seed 002 section 4: the tier can be set freely to basic, standard or premium. */
    changeTier(actor: Actor, id: string, tier: PartnerTier): Promise<Partner> {
      return change(actor, id, (before) => ({
        change: { tier },
        action: PARTNER_ACTIONS.tierChanged,
        message: `Partner tier changed from ${before.tier} to ${tier}: ${before.name}`,
      }));
    },

    /** The admin advances the integration (or corrects it); the checklist follows the status. */
    changeIntegrationStatus(actor: Actor, id: string, integrationStatus: IntegrationStatus): Promise<Partner> {
      return change(actor, id, (before) => ({
        change: { integrationStatus },
        action: PARTNER_ACTIONS.integrationChanged,
        message: `Partner integration status changed from ${before.integrationStatus} to ${integrationStatus}: ${before.name}`,
      }));
    },

    ...partnerMou({ db, clock, storage, log, record, existing }),

    /** For the storage sweeper: which of these keys under partners/ an MoU still uses. */
    referencedKeys(keys: string[]): Promise<Set<string>> {
      return createPartnersRepo(db).referencedMouKeys(keys);
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
