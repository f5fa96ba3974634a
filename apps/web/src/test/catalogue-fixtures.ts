import type { CatalogueCoverage, InstitutionDetail, Programme } from '@kusasa/domain/schemas/catalogue';

/** An institution the catalogue holds no source or intakes for. */
export const noCoverage: CatalogueCoverage = { apsRuleNote: null, source: null, intakes: [] };

// Catalogue rows as the API sends them, for the page tests.

export const uct: InstitutionDetail = {
  applyUrl: null,
  programmesNotPublished: null,
  coverage: noCoverage,
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

export const wits: InstitutionDetail = {
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
  subjectMinimums: [
    { subject: ['English Home Language', 'English First Additional Language'], minLevel: 5 },
    { subject: 'Mathematics', minLevel: 5 },
  ],
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

export const nmu: InstitutionDetail = {
  ...uct,
  id: '55555555-5555-4555-8555-555555555555',
  slug: 'nmu',
  name: 'Nelson Mandela University',
  shortName: 'NMU',
  universitySubtype: 'comprehensive',
  province: 'Eastern Cape',
  city: 'Gqeberha',
  website: 'https://www.mandela.ac.za',
};

/** NMU states its minimums as Applicant Scores out of 600, higher with Mathematical Literacy. */
export const nmuBedFoundationPhase: Programme = {
  ...witsBcom,
  id: '66666666-6666-4666-8666-666666666666',
  institutionId: nmu.id,
  name: 'Bachelor of Education in Foundation Phase Teaching (Grade R-3)',
  code: null,
  faculty: 'Education',
  minAps: 350,
  apsPackId: 'nmu',
  subjectMinimums: [
    {
      anyOf: [
        { subject: 'Mathematics', minMark: 45 },
        { subject: 'Technical Mathematics', minMark: 45 },
        { subject: 'Mathematical Literacy', minMark: 60 },
      ],
    },
  ],
  minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 365 }],
  intakeYear: null,
};
