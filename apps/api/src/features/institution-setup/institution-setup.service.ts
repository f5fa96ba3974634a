import { setupTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { normalizeSaPhone } from '@kusasa/domain/rules/phone';
import type { Contact, ContactResponse } from '@kusasa/domain/schemas/institution-workspace/contact';
import type { Intake, IntakeInput } from '@kusasa/domain/schemas/institution-workspace/intakes';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { createInstitutionSetupRepo, type IntakeRow } from './institution-setup.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit' | 'institutionMembers'>;

const intakeOf = (row: IntakeRow): Intake => ({
  id: row.id,
  name: row.name,
  year: row.year,
  opensOn: row.opensOn,
  closesOn: row.closesOn,
  applicationFeeCents: row.applicationFeeCents,
  feeNotPublished: row.feeNotPublished,
  open: row.open,
  updatedAt: row.updatedAt.toISOString(),
});

// 'Complete Setup' (issue 25): the institution's contact details, as learners see them in the
// catalogue, and its intakes. Any member reads; the lead changes; every change is audited.
export function createInstitutionSetupService({ db, clock, audit, institutionMembers }: Deps) {
  const repo = createInstitutionSetupRepo(db);
  const record = (actorId: string, institutionId: string, action: string, message: string, details: Record<string, unknown> = {}) =>
    audit.security({
      action,
      message,
      severity: 'info',
      component: 'institution-setup',
      userId: actorId,
      details: { institution_id: institutionId, ...details },
    });
  const lead = (userId: string) => institutionMembers.require(userId, 'manage');

  async function contact(userId: string): Promise<ContactResponse> {
    const { institutionId } = await institutionMembers.require(userId);
    const row = await repo.contactOf(institutionId);
    if (!row) throw new AppError('NOT_FOUND', t.institutionNotFound);
    return row;
  }

  return {
    contact,
    async updateContact(userId: string, input: Contact): Promise<ContactResponse> {
      const { institutionId } = await lead(userId);
      const values = {
        contactName: input.contactName,
        email: input.email,
        phone: normalizeSaPhone(input.phone) ?? input.phone,
        website: input.website || null,
      };
      const row = await repo.updateContact(institutionId, values, clock());
      if (!row) throw new AppError('NOT_FOUND', t.institutionNotFound);
      await record(userId, institutionId, 'INSTITUTION_CONTACT_UPDATED', 'Updated the institution’s contact details');
      return row;
    },

    async intakes(userId: string) {
      const { institutionId } = await institutionMembers.require(userId);
      return { intakes: (await repo.intakesOf(institutionId)).map(intakeOf) };
    },
    async addIntake(userId: string, input: IntakeInput): Promise<Intake> {
      const { institutionId } = await lead(userId);
      const row = await repo.insertIntake(institutionId, input, userId, clock());
      await record(userId, institutionId, 'INSTITUTION_INTAKE_CREATED', `Added the intake ${input.name}`, { intake_id: row.id });
      return intakeOf(row);
    },
    async updateIntake(userId: string, id: string, input: IntakeInput): Promise<Intake> {
      const { institutionId } = await lead(userId);
      const row = await repo.updateIntake(institutionId, id, input, userId, clock());
      if (!row) throw new AppError('NOT_FOUND', t.intakeNotFound);
      await record(userId, institutionId, 'INSTITUTION_INTAKE_UPDATED', `Updated the intake ${input.name}`, { intake_id: id });
      return intakeOf(row);
    },
    async deleteIntake(userId: string, id: string): Promise<void> {
      const { institutionId } = await lead(userId);
      if (!(await repo.deleteIntake(institutionId, id))) throw new AppError('NOT_FOUND', t.intakeNotFound);
      await record(userId, institutionId, 'INSTITUTION_INTAKE_DELETED', 'Deleted an intake', { intake_id: id });
    },
  };
}
export type InstitutionSetupService = ReturnType<typeof createInstitutionSetupService>;
