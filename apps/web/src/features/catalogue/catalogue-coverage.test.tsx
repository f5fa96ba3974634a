import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_PUBLISHED } from '@kusasa/domain/catalogue-texts';
import { coverageTexts as t } from '@kusasa/domain/catalogue-coverage-texts';
import type { InstitutionDetail } from '@kusasa/domain/schemas/catalogue';
import { json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import InstitutionDetailPage from './institution-detail-page';
import { uct, wits, witsBcom } from '../../test/catalogue-fixtures';

function renderPage(institution: InstitutionDetail, programs: unknown[]) {
  mockApi({ [`GET /api/institutions/${institution.id}`]: () => json(institution), 'GET /api/programs': () => json({ programs }) });
  renderRoutes(<Route path="/institutions/:id" element={<InstitutionDetailPage title="Institution Details" />} />, `/institutions/${institution.id}`);
}

const covered: InstitutionDetail = {
  ...wits,
  coverage: {
    apsRuleNote: null,
    source: { title: 'Wits Undergraduate Prospectus 2027', year: 2027, url: 'https://www.wits.ac.za/prospectus', checkedOn: '2026-11-29' },
    intakes: [
      {
        name: 'First-year undergraduate',
        year: 2027,
        opensOn: null,
        closesOn: '2026-09-30',
        lateClosesOn: null,
        lateRules: 'No late applications.',
        applicationFeeCents: null,
        feeNotPublished: true,
        open: true,
        sourceTitle: 'Wits Undergraduate Prospectus 2027',
        sourceUrl: 'https://www.wits.ac.za/prospectus',
        checkedOn: '2026-11-29',
      },
    ],
  },
};

describe('the institution page tells what the catalogue holds (issue 26)', () => {
  it('names the prospectus and the day it was checked, and shows each intake with "Not published" for what is not', async () => {
    renderPage(covered, [{ ...witsBcom, nqfLevel: 7, durationYears: 3, sourceTitle: 'Wits Undergraduate Prospectus 2027', checkedOn: '2026-11-29' }]);
    expect(await screen.findByText(/Programmes from the 2027 prospectus, checked on 29 November 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.viewSource })).toHaveAttribute('href', 'https://www.wits.ac.za/prospectus');
    const intake = within(screen.getByRole('heading', { name: /First-year undergraduate \(2027\)/ }).parentElement!);
    expect(intake.getByText('30 September 2026')).toBeInTheDocument();
    expect(intake.getAllByText(NOT_PUBLISHED)).toHaveLength(2); // the opening day and the fee
    expect(intake.getByText('No late applications.')).toBeInTheDocument();

    const programme = within((await screen.findByRole('heading', { name: 'Bachelor of Commerce' })).parentElement!);
    expect(programme.getByText('7')).toBeInTheDocument();
    expect(programme.getByText('3 years')).toBeInTheDocument();
    expect(programme.getByText('Wits Undergraduate Prospectus 2027, checked on 29 November 2026')).toBeInTheDocument();
  });

  it('says where to apply directly when the institution has not published its programmes', async () => {
    renderPage({ ...uct, applyUrl: 'https://applyonline.uct.ac.za', programmesNotPublished: 'No programme list for 2027 was found.' }, []);
    expect(await screen.findByText(t.notPublishedTitle)).toBeInTheDocument();
    expect(screen.getByText('No programme list for 2027 was found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.applyDirectlyAt(uct.name) })).toHaveAttribute('href', 'https://applyonline.uct.ac.za');
    expect(screen.getByText(t.noIntakes)).toBeInTheDocument();
  });
});
