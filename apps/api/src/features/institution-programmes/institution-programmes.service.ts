import { randomBytes } from 'node:crypto';
import { programmeManagementTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { apsPackForInstitution, scoreUnitLabel } from '@kusasa/domain/rules/aps';
import type { ManagedProgramme, ManagedProgrammeList, ProgrammeInput } from '@kusasa/domain/schemas/institution-workspace/programmes';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { createInstitutionProgrammesRepo, type ProgrammeRow, type ProgrammeValues } from './institution-programmes.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit' | 'institutionMembers'> & {
  /** Tells the learners' catalogue to read the programmes again (its kept lists). */
  onChanged?: () => void;
};

const managed = (row: ProgrammeRow): ManagedProgramme => ({
  id: row.id,
  name: row.name,
  faculty: row.faculty,
  qualificationType: row.qualificationType,
  durationYears: row.durationYears,
  nqfLevel: row.nqfLevel,
  minAps: row.minAps,
  apsPackId: row.apsPackId,
  subjectMinimums: row.subjectMinimums,
  places: row.places,
  openForIntake: row.openForIntake,
  updatedByInstitutionAt: row.updatedByInstitutionAt?.toISOString() ?? null,
});

const slugPart = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);

// The institution edits its own programmes (issue 25); learners' catalogue, eligibility and APS
// read the same rows. Minimums are in the unit of the institution's own rule pack and checked
// against its maximum; every change stamps updated_by_institution_at and is audited.
export function createInstitutionProgrammesService({ db, clock, audit, institutionMembers, onChanged = () => undefined }: Deps) {
  const repo = createInstitutionProgrammesRepo(db);
  const record = (actorId: string, institutionId: string, action: string, programmeId: string, name: string) =>
    audit.security({
      action,
      message: `${action === 'INSTITUTION_PROGRAMME_CREATED' ? 'Added' : 'Updated'} the programme ${name}`,
      severity: 'info',
      component: 'institution-programmes',
      userId: actorId,
      details: { institution_id: institutionId, programme_id: programmeId },
    });

  async function packOf(institutionId: string) {
    return apsPackForInstitution((await repo.slugOf(institutionId)) ?? '');
  }

  async function valuesOf(institutionId: string, input: ProgrammeInput, now: Date): Promise<ProgrammeValues & { apsPackId: string }> {
    const pack = await packOf(institutionId);
    if (input.minAps !== null && input.minAps > pack.maxScore) throw new AppError('VALIDATION', t.minApsInvalid, { minAps: t.minApsInvalid });
    return { ...input, apsPackId: pack.id, updatedByInstitutionAt: now };
  }

  return {
    async list(userId: string): Promise<ManagedProgrammeList> {
      const { institutionId } = await institutionMembers.require(userId);
      const [pack, rows] = await Promise.all([packOf(institutionId), repo.listOf(institutionId)]);
      return { rulePack: { id: pack.id, unitLabel: scoreUnitLabel(pack.unit), maxScore: pack.maxScore }, programmes: rows.map(managed) };
    },

    async add(userId: string, input: ProgrammeInput): Promise<ManagedProgramme> {
      const { institutionId } = await institutionMembers.require(userId, 'manage');
      const now = clock();
      const values = await valuesOf(institutionId, input, now);
      const slug = `${(await repo.slugOf(institutionId)) ?? 'institution'}-${slugPart(input.name) || 'programme'}-${randomBytes(3).toString('hex')}`;
      const row = await repo.insert({ ...values, institutionId, slug, studyMode: 'full-time', intakeYear: null, createdAt: now });
      onChanged();
      await record(userId, institutionId, 'INSTITUTION_PROGRAMME_CREATED', row.id, row.name);
      return managed(row);
    },

    async update(userId: string, id: string, input: ProgrammeInput): Promise<ManagedProgramme> {
      const { institutionId } = await institutionMembers.require(userId, 'manage');
      const { apsPackId: _keep, ...values } = await valuesOf(institutionId, input, clock());
      const row = await repo.update(institutionId, id, values);
      if (!row) throw new AppError('NOT_FOUND', t.notFound);
      onChanged();
      await record(userId, institutionId, 'INSTITUTION_PROGRAMME_UPDATED', row.id, row.name);
      return managed(row);
    },
  };
}
export type InstitutionProgrammesService = ReturnType<typeof createInstitutionProgrammesService>;
