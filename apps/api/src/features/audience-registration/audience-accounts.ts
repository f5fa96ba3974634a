import { randomBytes } from 'node:crypto';
import { normalizeSaPhone } from '@kusasa/domain/rules/phone';
import type { UserType } from '@kusasa/domain/rules/roles';
import type { CounselorRegistration, InstitutionRegistration, NsfasRegistration, SponsorRegistration } from '@kusasa/domain/schemas/audience-registration';
import type { Database } from '../../db/database.ts';
import type { NewAccount, UsersService } from '../../core/users/users.service.ts';
import { createAudienceRegistrationRepo, type AudienceRegistrationRepo } from './audience-registration.repo.ts';

// Writes a counselor, institution, NSFAS or sponsor account: the users row and the audience's
// profile row in ONE transaction, so a failure leaves nothing behind (the seeds' sponsor
// "rollback"). Used by the registration service, and exported for a demo seed:
//
//   await createAudienceAccount({ db, users }, { audience: 'counselor', input }, { passwordHash, now, emailConfirmed: true });
//
// `input` is the parsed registration body (the domain schemas); the password is already hashed.

export type AudienceAccount =
  | { audience: 'counselor'; input: CounselorRegistration }
  | { audience: 'institution'; input: InstitutionRegistration }
  | { audience: 'nsfas'; input: NsfasRegistration }
  | { audience: 'sponsor'; input: SponsorRegistration };
export type Audience = AudienceAccount['audience'];

export const USER_TYPE_BY_AUDIENCE = {
  counselor: 'consultant',
  institution: 'institution',
  nsfas: 'nsfas',
  sponsor: 'sponsor',
} as const satisfies Record<Audience, UserType>;

export interface CreateAudienceAccountOptions {
  passwordHash: string;
  now: Date;
  /** Counselor, institution and NSFAS accounts confirm by email; sponsors (and seeds) are confirmed at creation. */
  emailConfirmed: boolean;
}

export interface CreatedAudienceAccount {
  userId: string;
  email: string;
  fullName: string;
  userType: UserType;
  /** The registered institution's row, for an institution account. */
  institution?: { id: string; slug: string };
}

const phoneOf = (input: string | undefined) => (input ? (normalizeSaPhone(input) ?? input) : null);

export async function createAudienceAccount(
  { db, users }: { db: Database; users: Pick<UsersService, 'create'> },
  account: AudienceAccount,
  options: CreateAudienceAccountOptions,
): Promise<CreatedAudienceAccount> {
  return db.transaction(async (tx) => {
    const repo = createAudienceRegistrationRepo(tx);
    const user = userRowOf(account, options);
    const { id } = await users.create(user, tx);
    const created: CreatedAudienceAccount = { userId: id, email: user.email, fullName: user.fullName!, userType: USER_TYPE_BY_AUDIENCE[account.audience] };
    const institution = await insertProfile(repo, account, id, options.now);
    return institution ? { ...created, institution } : created;
  });
}

function userRowOf(account: AudienceAccount, { passwordHash, now, emailConfirmed }: CreateAudienceAccountOptions): NewAccount {
  const common = {
    email: account.input.email,
    passwordHash,
    userType: USER_TYPE_BY_AUDIENCE[account.audience],
    idVerified: false,
    emailConfirmedAt: emailConfirmed ? now : null,
    createdAt: now,
    updatedAt: now,
  };
  switch (account.audience) {
    case 'counselor':
      return { ...common, fullName: account.input.fullName, contactEmail: account.input.contactEmail, phoneNumber: phoneOf(account.input.contactPhone) };
    case 'institution':
      return { ...common, fullName: account.input.contactName, contactEmail: account.input.contactEmail, phoneNumber: phoneOf(account.input.contactPhone) };
    case 'nsfas':
      return { ...common, fullName: account.input.fullName, phoneNumber: phoneOf(account.input.phone) };
    case 'sponsor':
      return { ...common, fullName: account.input.name, phoneNumber: phoneOf(account.input.phone) };
  }
}

async function insertProfile(repo: AudienceRegistrationRepo, account: AudienceAccount, userId: string, now: Date) {
  switch (account.audience) {
    case 'counselor': {
      // Seed 000 section 3: organization, years of experience and the contact details are form-only
      // (not stored on the consultant row); the contact email and phone go on the users row.
      const { fullName, specialization, assignedRegion } = account.input;
      await repo.insertConsultant({ userId, fullName, specialization, assignedRegion, createdAt: now });
      return undefined;
    }
    case 'institution': {
      const input = account.input;
      return repo.insertInstitution({
        slug: institutionSlug(input.institutionName),
        name: input.institutionName,
        type: input.institutionType,
        email: input.contactEmail,
        phone: phoneOf(input.contactPhone),
        website: input.website || null,
        province: input.province,
        userId,
        contactName: input.contactName,
        // Registered institutions wait for an admin: pending and hidden from the catalogue.
        status: 'pending',
        active: false,
        createdAt: now,
        updatedAt: now,
      });
    }
    case 'nsfas': {
      const { department, region, position, employeeNumber } = account.input;
      await repo.insertNsfasUser({ userId, department, region, position, employeeNumber, createdAt: now });
      return undefined;
    }
    case 'sponsor': {
      const input = account.input;
      // A sponsor's id is its user's id (seed 002 section 3).
      await repo.insertSponsor({
        id: userId,
        email: input.email,
        name: input.name,
        phone: phoneOf(input.phone),
        organizationType: input.organizationType,
        createdAt: now,
      });
      return undefined;
    }
  }
}

/** 'University of Limpopo' -> 'university-of-limpopo-k3f9x2': readable, and unique without a lookup. */
export function institutionSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix = randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6);
  return `${base || 'institution'}-${suffix}`;
}
