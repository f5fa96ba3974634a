import { randomBytes } from 'node:crypto';

// Test data factories. Every call makes new, unique values, so tests never collide.

let sequence = 0;
const nextSequence = () => (sequence = (sequence + 1) % 5000);

function luhnCheckDigit(first12: string): string {
  let sum = 0;
  // Walking from the right, the check digit's neighbour is doubled first.
  [...first12].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return String((10 - (sum % 10)) % 10);
}

/**
 * A valid South African ID number: YYMMDD, a sequence (0000-4999 female, 5000-9999 male),
 * citizenship (0 citizen, 1 permanent resident), 8, and the Luhn check digit.
 */
export function makeSaId({
  dob = '2000-05-17',
  gender = 'female',
  citizen = true,
}: { dob?: string; gender?: 'female' | 'male'; citizen?: boolean } = {}): string {
  const [year, month, day] = dob.split('-');
  const serial = nextSequence() + (gender === 'male' ? 5000 : 0);
  const first12 = `${year!.slice(2)}${month}${day}${String(serial).padStart(4, '0')}${citizen ? 0 : 1}8`;
  return first12 + luhnCheckDigit(first12);
}

export function makeEmail(prefix = 'learner'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

export const STRONG_PASSWORD = 'tidal-moss-harbour-42';

/** A valid student registration body for an adult, with fields overridable. */
export function makeRegistration(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Thandeka Mokoena',
    idNumber: makeSaId(),
    gender: 'female',
    email: makeEmail(),
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    acceptPrivacy: true,
    acceptTerms: true,
    ...overrides,
  };
}

/** A valid South African phone number, as people type it. */
export const SA_PHONE = '082 123 4567';

/** Valid registration bodies of the other audiences (counselor, institution, NSFAS, sponsor). */
export function makeCounselorRegistration(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Sipho Ndlovu',
    specialization: 'Career Guidance',
    assignedRegion: 'National',
    organization: 'Soweto High School',
    yearsOfExperience: '4-6 years',
    contactEmail: makeEmail('contact'),
    contactPhone: SA_PHONE,
    email: makeEmail('counselor'),
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    ...overrides,
  };
}

export function makeInstitutionRegistration(overrides: Record<string, unknown> = {}) {
  return {
    institutionName: 'Ekurhuleni West TVET College',
    institutionType: 'tvet',
    contactName: 'Admissions Office',
    contactEmail: makeEmail('admissions'),
    contactPhone: '011 123 4567',
    website: 'https://www.ewc.edu.za',
    province: 'Gauteng',
    email: makeEmail('institution'),
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    ...overrides,
  };
}

export function makeNsfasRegistration(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Lerato Khumalo',
    employeeNumber: 'NSF-10442',
    department: 'Verification',
    region: 'National Office',
    position: 'Verification Officer',
    email: makeEmail('nsfas'),
    phone: '+27 21 763 3200',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    ...overrides,
  };
}

export function makeSponsorRegistration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ubuntu Bursary Trust',
    email: makeEmail('sponsor'),
    organizationType: 'ngo',
    phone: SA_PHONE,
    password: STRONG_PASSWORD,
    ...overrides,
  };
}
