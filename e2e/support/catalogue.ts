import type { APIRequestContext } from '@playwright/test';

export interface ProgrammeChoice {
  institutionId: string;
  institutionName: string;
  programId: string;
  programName: string;
}

/** The first active institution with an active programme, from the seeded catalogue. */
export async function pickProgramme(request: APIRequestContext): Promise<ProgrammeChoice> {
  const { institutions } = (await (await request.get('/api/institutions')).json()) as { institutions: { id: string; name: string }[] };
  for (const institution of institutions) {
    const { programs } = (await (await request.get(`/api/programs?institutionId=${institution.id}`)).json()) as { programs: { id: string; name: string }[] };
    const [first] = programs;
    if (first) return { institutionId: institution.id, institutionName: institution.name, programId: first.id, programName: first.name };
  }
  throw new Error('the e2e catalogue has no programmes');
}
