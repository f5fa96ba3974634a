import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { myApsTexts } from '@kusasa/domain/catalogue-texts';
import type { MyAps } from '@kusasa/domain/schemas/my-aps';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { MyApsCard } from './my-aps-card';

const renderCard = () => renderRoutes(<Route path="/dashboard" element={<MyApsCard />} />, '/dashboard');

describe('MyApsCard', () => {
  it('shows the APS out of 42, the pass reached and which marks it is from', async () => {
    const aps: MyAps = { hasMarks: true, source: 'grade12', sitting: 'grade12-june', score: 31, countedSubjects: [], passType: 'diploma', packs: [] };
    mockApi({ 'GET /api/aps/me': () => json(aps) });
    renderCard();
    expect(screen.getByRole('status')).toHaveTextContent(myApsTexts.loading);
    expect(await screen.findByLabelText('APS 31 out of 42')).toHaveTextContent('31 / 42');
    expect(screen.getByText('Diploma pass')).toBeInTheDocument();
    expect(screen.getByText('From your Grade 12 June marks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: myApsTexts.seePrograms })).toHaveAttribute('href', '/programs');
    expect(screen.queryByRole('heading', { name: myApsTexts.ownScoresHeading })).not.toBeInTheDocument();
  });

  it("shows NMU's Applicant Score out of 600 beside the APS when NMU's programmes are in the catalogue", async () => {
    const aps: MyAps = {
      hasMarks: true,
      source: 'grade12',
      sitting: 'grade12-final',
      score: 34,
      maxScore: 42,
      unit: 'aps',
      unitLabel: 'APS',
      countedSubjects: [],
      passType: 'bachelor',
      packs: [],
      ownUnitScores: [
        { institutionName: 'Nelson Mandela University', packId: 'nmu', score: 415, maxScore: 600, unit: 'applicant-score', unitLabel: 'Applicant Score' },
      ],
    };
    mockApi({ 'GET /api/aps/me': () => json(aps) });
    renderCard();
    expect(await screen.findByLabelText('APS 34 out of 42')).toHaveTextContent('34 / 42');
    expect(screen.getByRole('heading', { name: myApsTexts.ownScoresHeading })).toBeInTheDocument();
    expect(screen.getByTestId('own-unit-score-nmu')).toHaveTextContent('Nelson Mandela University: Applicant Score 415 / 600');
  });

  it('asks for marks when there are none', async () => {
    mockApi({ 'GET /api/aps/me': () => json({ hasMarks: false, source: null, sitting: null, score: null, countedSubjects: [], passType: null, packs: [] }) });
    renderCard();
    expect(await screen.findByText(myApsTexts.noMarks)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: myApsTexts.addMarks })).toHaveAttribute('href', '/profile-completion');
  });

  it('says so when the APS cannot be loaded', async () => {
    mockApi({ 'GET /api/aps/me': () => apiError(500, 'INTERNAL', 'boom') });
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(myApsTexts.failed);
  });
});
