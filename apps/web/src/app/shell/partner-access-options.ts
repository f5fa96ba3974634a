import { PARTNER_ACCOUNT_TYPES } from '@kusasa/domain/rules/partners';

export type PartnerAccessTab = 'existing' | 'new';

export interface PartnerAccessOption {
  type: 'student' | 'counselor' | 'institution' | 'nsfas' | 'sponsor' | 'partner';
  label: string;
  description: string;
  login: string;
  register: string;
}

/** The six cards of the footer's Partner Access dialog (seed 002, section 2). */
export const partnerAccessOptions: PartnerAccessOption[] = [
  {
    type: 'student',
    label: 'Student',
    description: 'Apply, upload documents once and track every application.',
    login: '/students/login',
    register: '/register',
  },
  {
    type: 'counselor',
    label: 'Counselor',
    description: 'Guide learners through applications and funding.',
    login: '/counselors/login',
    register: '/counselors/register',
  },
  {
    type: 'institution',
    label: 'Institution',
    description: 'Receive and manage applications from learners.',
    login: '/institutions/login',
    register: '/institutions/register',
  },
  { type: 'nsfas', label: 'NSFAS', description: 'Funding-agency staff working with learner applications.', login: '/nsfas/login', register: '/nsfas/register' },
  { type: 'sponsor', label: 'Sponsor', description: 'Fund learners and follow your sponsorships.', login: '/sponsors/login', register: '/sponsors/register' },
  { type: 'partner', label: 'Partner', description: 'Work with Kusasa as an organisation partner.', login: '/partner/login', register: '/partner/register' },
];

/** The account types each card stands for; the Partner card is any organisation's account (decision 0163). */
const cardUserTypes: Record<PartnerAccessOption['type'], readonly string[]> = {
  student: ['student'],
  counselor: ['consultant'],
  institution: ['institution'],
  nsfas: ['nsfas'],
  sponsor: ['sponsor'],
  partner: PARTNER_ACCOUNT_TYPES,
};

/**
 * Where a card goes (seed 002): a user signed in with the card's type goes to their area
 * (/auth-redirect; the Partner card to /partner-dashboard), anyone else to the card's sign-in or
 * registration page.
 */
export function partnerAccessHref(option: PartnerAccessOption, tab: PartnerAccessTab, signedInAs: string | null = null): string {
  if (signedInAs !== null && cardUserTypes[option.type].includes(signedInAs)) return option.type === 'partner' ? '/partner-dashboard' : '/auth-redirect';
  return tab === 'existing' ? option.login : option.register;
}
