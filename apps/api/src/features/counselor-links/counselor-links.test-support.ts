import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { COUNSELOR_CODE_ALPHABET, COUNSELOR_LINK_WORDING, type CounselorScope } from '@kusasa/domain/rules/counselor-links';
import { learnerLinksSchema } from '@kusasa/domain/schemas/counselors/links';
import { counselorAccountReviews, counselorProfiles } from '../../db/schema/counselors.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';

// Shared by the counselor-links tests: counselors as an admin left them, and the learner's calls.

const randomCode = () => `KC-${Array.from({ length: 6 }, () => COUNSELOR_CODE_ALPHABET[randomInt(COUNSELOR_CODE_ALPHABET.length)]).join('')}`;

/** A counselor with a school and a code, approved by an admin unless `decision` says otherwise (null: waiting). */
export async function counselorWithCode(t: TestApp, decision: 'approved' | 'declined' | null = 'approved') {
  const counselor = await signedInAs(t, 'consultant');
  const code = randomCode();
  await t.database.db
    .insert(counselorProfiles)
    .values({ userId: counselor.id, code, emisNumber: '700400393', schoolName: 'Soweto High School', updatedAt: new Date() });
  if (decision) await t.database.db.insert(counselorAccountReviews).values({ userId: counselor.id, decision, decidedAt: new Date() });
  return { ...counselor, code };
}

/** Terms a learner agrees to: today's wording unless told otherwise. */
export const terms = (endsOn: string, scopes: CounselorScope[] = ['journey', 'applications'], version: string = COUNSELOR_LINK_WORDING.version) => ({
  scopes,
  endsOn,
  version,
});

export async function learnerLinks(t: TestApp, cookie: string) {
  const response = await call(t.app, 'GET', '/api/counselor-links', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return learnerLinksSchema.parse(response.json());
}

export const linkByCode = (t: TestApp, cookie: string, code: string, body: ReturnType<typeof terms>) =>
  call(t.app, 'POST', '/api/counselor-links', { cookie, payload: { code, ...body } });
export const invite = (t: TestApp, cookie: string, email: string) => call(t.app, 'POST', '/api/counselor/invitations', { cookie, payload: { email } });
