import { PARTNER_NOTE_TYPES, partnerPaymentStatus } from '@kusasa/domain/rules/partners';
import { integrationChecklist, isIntegrationComplete } from '@kusasa/domain/rules/partner-integration';
import { integrationStatusSchema, partnerStatusSchema, partnerTierSchema, partnerTypeSchema } from '@kusasa/domain/schemas/partners/common';
import { type PartnerNote } from '@kusasa/domain/schemas/partners/notes';
import { type Partner } from '@kusasa/domain/schemas/partners/partners';
import { type PartnerPayment } from '@kusasa/domain/schemas/partners/payments';
import { type PortalPartner } from '@kusasa/domain/schemas/partners/portal';
import { type TierConfig } from '@kusasa/domain/schemas/partners/tiers';
import type { PartnerNoteRow } from './partner-notes.repo.ts';
import type { PartnerPaymentRow } from './partner-payments.repo.ts';
import type { TierConfigRow } from './partner-tiers.repo.ts';
import type { PartnerRow } from './partners.repo.ts';

// Rows as the wire shows them (schemas/partners.ts). A stored value outside its list (written by
// hand, say) reads as the safest one rather than failing the whole page.

export function toPartner(row: PartnerRow): Partner {
  const integrationStatus = integrationStatusSchema.catch('pending').parse(row.integrationStatus);
  return {
    id: row.id,
    name: row.name,
    type: partnerTypeSchema.catch('other').parse(row.type),
    tier: partnerTierSchema.catch('basic').parse(row.tier),
    status: partnerStatusSchema.catch('pending').parse(row.status),
    integrationStatus,
    checklist: integrationChecklist({ mouUploadedAt: row.mouUploadedAt, integrationStatus }),
    integrationComplete: isIntegrationComplete(integrationStatus),
    mouUploadedAt: row.mouUploadedAt?.toISOString() ?? null,
    contactPerson: row.contactPerson,
    contactEmail: row.contactEmail,
    phone: row.phone,
    website: row.website,
    organizationType: row.organizationType,
    annualInvestmentCents: row.annualInvestmentCents,
    contractStartDate: row.contractStartDate,
    contractEndDate: row.contractEndDate,
    createdBy: row.createdBy,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the organisation itself sees: no internal bookkeeping (owner, creator, investment). */
export function toPortalPartner(row: PartnerRow): PortalPartner {
  const { createdBy: _createdBy, ownerId: _ownerId, annualInvestmentCents: _investment, updatedAt: _updatedAt, ...visible } = toPartner(row);
  return visible;
}

/** `today` is the server's calendar day ('YYYY-MM-DD', SA time): pending after the due date is overdue. */
export function toPartnerPayment(row: PartnerPaymentRow, today: string): PartnerPayment {
  return {
    id: row.id,
    partnerId: row.partnerId,
    amountCents: row.amountCents,
    paymentMethod: row.paymentMethod,
    status: partnerPaymentStatus(row.status, row.dueDate, today),
    paymentDate: row.paymentDate,
    dueDate: row.dueDate,
    invoiceNumber: row.invoiceNumber,
    referenceNumber: row.referenceNumber,
    source: row.paymentId ? 'checkout' : 'recorded',
    createdAt: row.createdAt.toISOString(),
  };
}

/** `authors`: the users service's display names by id (an author no longer found shows no name). */
export function toPartnerNote(row: PartnerNoteRow, authors: ReadonlyMap<string, string>): PartnerNote {
  return {
    id: row.id,
    partnerId: row.partnerId,
    note: row.note,
    noteType: (PARTNER_NOTE_TYPES as readonly string[]).includes(row.noteType) ? (row.noteType as PartnerNote['noteType']) : 'general',
    createdBy: { id: row.authorId, name: row.authorId ? (authors.get(row.authorId) ?? null) : null },
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTierConfig(row: TierConfigRow): TierConfig {
  return {
    id: row.id,
    tier: partnerTierSchema.parse(row.tier),
    name: row.name,
    monthlyFeeCents: row.monthlyFeeCents,
    maxApplications: row.maxApplications,
    apiRateLimit: row.apiRateLimit,
    supportLevel: row.supportLevel,
    features: row.features,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}
