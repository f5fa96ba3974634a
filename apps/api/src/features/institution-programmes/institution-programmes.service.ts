import { randomBytes } from 'node:crypto';
import { programmeManagementTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { apsPackForInstitution, scoreUnitLabel } from '@kusasa/domain/rules/aps';
import type { ManagedProgramme, ManagedProgrammeList, ProgrammeInput } from '@kusasa/domain/schemas/institution-workspace/programmes';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { createInstitutionProgrammesRepo, type ProgrammeRow } from './institution-programmes.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit' | 'institutionMembers'> & {
  /** Tells the learners' catalogue to read the programmes again (its kept lists). */
  onChanged?: () => void;
};

/** Who changes a programme: the institution itself, or an admin correcting the catalogue (issue 26). */
type Editor = { actorId: string; institutionId: string; as: 'institution' | 'admin' };

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

/** The fields an edit changed, before and after: what the audit log keeps of a correction. */
function changesBetween(before: ProgrammeRow, input: ProgrammeInput) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(input)) {
    const old = before[key as keyof ProgrammeRow];
    if (JSON.stringify(old) !== JSON.stringify(value)) changes[key] = { from: old, to: value };
  }
  return changes;
}

// The institution edits its own programmes (issue 25), and an admin corrects any institution's
// catalogue rows (issue 26); learners' catalogue, eligibility and APS read the same rows. Minimums
// are in the unit of the institution's own rule pack and checked against its maximum. An institution's
// change stamps updated_by_institution_at, an admin's corrected_at: the seed files then leave the row
// alone. Every change is audited with its actor and, for an edit, the fields it changed.
export function createInstitutionProgrammesService({ db, clock, audit, institutionMembers, onChanged = () => undefined }: Deps) {
  const repo = createInstitutionProgrammesRepo(db);

  async function packOf(institutionId: string) {
    const slug = await repo.slugOf(institutionId);
    if (slug === undefined) throw new AppError('NOT_FOUND', t.institutionNotFound);
    return apsPackForInstitution(slug);
  }

  async function checked(institutionId: string, input: ProgrammeInput) {
    const pack = await packOf(institutionId);
    if (input.minAps !== null && input.minAps > pack.maxScore) throw new AppError('VALIDATION', t.minApsInvalid, { minAps: t.minApsInvalid });
    return pack;
  }

  const stamp = (editor: Editor, now: Date) => (editor.as === 'admin' ? { correctedAt: now } : { updatedByInstitutionAt: now });

  const record = (editor: Editor, action: 'CREATED' | 'UPDATED', row: ProgrammeRow, changes?: object) =>
    audit.security({
      action: editor.as === 'admin' ? `CATALOGUE_PROGRAMME_${action === 'CREATED' ? 'ADDED' : 'CORRECTED'}` : `INSTITUTION_PROGRAMME_${action}`,
      message: `${action === 'CREATED' ? 'Added' : editor.as === 'admin' ? 'Corrected' : 'Updated'} the programme ${row.name}`,
      severity: 'info',
      component: 'institution-programmes',
      userId: editor.actorId,
      details: { institution_id: editor.institutionId, programme_id: row.id, ...(changes ? { changes } : {}) },
    });

  async function listIn(institutionId: string): Promise<ManagedProgrammeList> {
    const [pack, rows] = await Promise.all([packOf(institutionId), repo.listOf(institutionId)]);
    return { rulePack: { id: pack.id, unitLabel: scoreUnitLabel(pack.unit), maxScore: pack.maxScore }, programmes: rows.map(managed) };
  }

  async function addAs(editor: Editor, input: ProgrammeInput): Promise<ManagedProgramme> {
    const pack = await checked(editor.institutionId, input);
    const now = clock();
    const slug = `${await repo.slugOf(editor.institutionId)}-${slugPart(input.name) || 'programme'}-${randomBytes(3).toString('hex')}`;
    const row = await repo.insert({
      ...input,
      ...stamp(editor, now),
      apsPackId: pack.id,
      institutionId: editor.institutionId,
      slug,
      studyMode: 'full_time',
      intakeYear: null,
      createdAt: now,
    });
    onChanged();
    await record(editor, 'CREATED', row);
    return managed(row);
  }

  async function updateAs(editor: Editor, id: string, input: ProgrammeInput): Promise<ManagedProgramme> {
    await checked(editor.institutionId, input);
    const before = await repo.get(editor.institutionId, id);
    if (!before) throw new AppError('NOT_FOUND', t.notFound);
    const row = await repo.update(editor.institutionId, id, { ...input, ...stamp(editor, clock()) });
    if (!row) throw new AppError('NOT_FOUND', t.notFound);
    onChanged();
    await record(editor, 'UPDATED', row, changesBetween(before, input));
    return managed(row);
  }

  const asMember = async (userId: string, need?: 'manage'): Promise<Editor> => ({
    actorId: userId,
    institutionId: (await institutionMembers.require(userId, need)).institutionId,
    as: 'institution',
  });

  return {
    list: async (userId: string) => listIn((await institutionMembers.require(userId)).institutionId),
    add: async (userId: string, input: ProgrammeInput) => addAs(await asMember(userId, 'manage'), input),
    update: async (userId: string, id: string, input: ProgrammeInput) => updateAs(await asMember(userId, 'manage'), id, input),
    /** Admin corrections of any catalogue institution's programmes (issue 26). */
    admin: {
      list: (institutionId: string) => listIn(institutionId),
      add: (adminId: string, institutionId: string, input: ProgrammeInput) => addAs({ actorId: adminId, institutionId, as: 'admin' }, input),
      correct: (adminId: string, institutionId: string, id: string, input: ProgrammeInput) =>
        updateAs({ actorId: adminId, institutionId, as: 'admin' }, id, input),
    },
  };
}
export type InstitutionProgrammesService = ReturnType<typeof createInstitutionProgrammesService>;
