import type { PartnersQuery } from '@kusasa/domain/schemas/partners/partners';

/** Query keys of the partner CRM; everything sits under one prefix so a write can reload all of it. */
export const adminPartnerKeys = {
  all: ['admin-partners'] as const,
  lists: () => [...adminPartnerKeys.all, 'list'] as const,
  list: (query: PartnersQuery) => [...adminPartnerKeys.lists(), query] as const,
  partner: (id: string) => [...adminPartnerKeys.all, 'partner', id] as const,
  payments: (id: string) => [...adminPartnerKeys.partner(id), 'payments'] as const,
  notes: (id: string) => [...adminPartnerKeys.partner(id), 'notes'] as const,
  inquiries: () => [...adminPartnerKeys.all, 'inquiries'] as const,
  tiers: () => [...adminPartnerKeys.all, 'tiers'] as const,
  analytics: () => [...adminPartnerKeys.all, 'analytics'] as const,
};
