import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InstitutionApplication } from '@kusasa/domain/schemas/institution-applications/application';
import { json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import InstitutionApplicationPage from './application-page';

const ID = '00000000-0000-4000-8000-000000000001';
const application = (identityCheck: InstitutionApplication['learner']['identityCheck']): InstitutionApplication => ({
  id: ID,
  status: 'submitted',
  trackingId: 'KUS-0001',
  learner: { fullName: 'Thandeka M', email: 'thandeka@example.com', phoneNumber: null, gender: null, idVerified: identityCheck !== null, identityCheck },
  institutionName: 'Bench University',
  programmeId: null,
  programmeName: 'BSc Bench',
  grade12Results: null,
  personalStatement: null,
  marks: [],
  aps: null,
  documents: [],
  decision: { reasonCode: null, note: null, condition: null },
  submittedAt: '2026-11-20T08:00:00.000Z',
  statusChangedAt: null,
  firstViewedAt: null,
  timeline: [],
  comments: [],
  viewer: { role: 'reviewer', canDecide: false },
});

const render = () =>
  renderRoutes(
    <Route path="/institutions/applications/:id" element={<InstitutionApplicationPage title="Application" />} />,
    `/institutions/applications/${ID}`,
  );

describe('/institutions/applications/:id: the learner’s identity check (issue 32)', () => {
  it.each([
    [{ method: 'id-number-format', bureau: null, checkedAt: null } as const, 'ID number checked (format and date of birth)'],
    [{ method: 'bureau', bureau: 'VerifyNow', checkedAt: null } as const, 'Verified with Home Affairs through VerifyNow'],
    [{ method: 'manual', bureau: null, checkedAt: null } as const, 'Verified by Kusasa from a certified ID copy'],
    [null, 'Identity not verified'],
  ])('shows %j as its exact words', async (check, label) => {
    mockApi({ [`GET /api/institution/applications/${ID}`]: () => json(application(check)) });
    render();
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByText('Identity check')).toBeInTheDocument();
  });
});
