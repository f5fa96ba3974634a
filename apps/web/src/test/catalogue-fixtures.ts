import type { Institution, Programme } from '@kusasa/domain/schemas/catalogue';

// Catalogue rows as the API sends them, for the page tests.

export const uct: Institution = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'uct',
  name: 'University of Cape Town',
  shortName: 'UCT',
  type: 'university',
  universitySubtype: 'traditional',
  province: 'Western Cape',
  city: 'Cape Town',
  website: 'https://www.uct.ac.za',
  description: null,
  email: null,
  phone: null,
};

export const wits: Institution = {
  ...uct,
  id: '22222222-2222-4222-8222-222222222222',
  slug: 'wits',
  name: 'University of the Witwatersrand',
  shortName: 'Wits',
  province: 'Gauteng',
  city: 'Johannesburg',
  website: null,
  email: 'admissions@wits.ac.za',
  phone: '011 717 1000',
  description: 'A research university in Johannesburg.',
};

export const witsBcom: Programme = {
  id: '33333333-3333-4333-8333-333333333333',
  institutionId: wits.id,
  name: 'Bachelor of Commerce',
  code: 'RB000',
  faculty: 'Commerce, Law and Management',
  qualificationType: 'bachelor',
  studyMode: 'full_time',
  minAps: 39,
  apsPackId: 'wits',
  subjectMinimums: [{ subject: ['English Home Language', 'English First Additional Language'], minLevel: 5 }, { subject: 'Mathematics', minLevel: 5 }],
  intakeYear: 2026,
  sourceUrl: null,
};

export const uctScience: Programme = {
  ...witsBcom,
  id: '44444444-4444-4444-8444-444444444444',
  institutionId: uct.id,
  name: 'Bachelor of Science',
  code: null,
  faculty: 'Science',
  minAps: null,
  apsPackId: 'uct-science',
  subjectMinimums: [],
};
