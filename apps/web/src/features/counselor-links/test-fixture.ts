import { COUNSELOR_LINK_WORDING, defaultLinkEnd } from '@kusasa/domain/rules/counselor-links';
import { type LearnerLink, type LearnerLinks, learnerLinksSchema } from '@kusasa/domain/schemas/counselors/links';
import { json, mockApi } from '../../test/api-mock';
import { addDays, todaySa } from './terms';

// LearnerLinks bodies as GET /api/counselor-links answers them, parsed with the contract's schema.

export const LINK_ID = '11111111-1111-4111-8111-111111111111';
export const INVITATION_ID = '22222222-2222-4222-8222-222222222222';
export const END = defaultLinkEnd(todaySa());

const counselor = { name: 'Mr Sipho Mokoena', school: { emisNumber: '700123456', schoolName: 'Soweto High' } };

export const currentLink: LearnerLink = {
  id: LINK_ID,
  counselor,
  scopes: ['journey', 'applications'],
  endsOn: END,
  current: true,
  createdAt: '2026-03-01T08:00:00.000Z',
};

export const endedLink: LearnerLink = {
  id: '33333333-3333-4333-8333-333333333333',
  counselor: { name: 'Ms Ayanda Zulu', school: null },
  scopes: ['marks'],
  endsOn: addDays(todaySa(), -30),
  current: false,
  createdAt: '2025-03-01T08:00:00.000Z',
};

export const invitation = { id: INVITATION_ID, counselor, createdAt: '2026-11-20T08:00:00.000Z' };

export function learnerLinks(overrides: Partial<LearnerLinks> = {}): LearnerLinks {
  return learnerLinksSchema.parse({ links: [], invitations: [], notes: [], wording: COUNSELOR_LINK_WORDING, defaultEndsOn: END, ...overrides });
}

/** Stubs GET /api/counselor-links with `links`, plus any handlers the test adds. */
export function mockLinks(links: LearnerLinks, handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/counselor-links': () => json(links), ...handlers });
}
