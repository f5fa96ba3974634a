import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { institutionDetailTexts as texts } from '@kusasa/domain/catalogue-texts';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import InstitutionDetailPage from './institution-detail-page';
import { uct, wits, witsBcom } from '../../test/catalogue-fixtures';

function renderPage(id: string) {
  renderRoutes(<Route path="/institutions/:id" element={<InstitutionDetailPage title="Institution Details" />} />, `/institutions/${id}`);
}

const factsOf = () => within(screen.getByRole('heading', { name: texts.contact }).parentElement!);

describe('InstitutionDetailPage', () => {
  it('shows the institution, its contact details and programmes with their requirements', async () => {
    mockApi({ [`GET /api/institutions/${wits.id}`]: () => json(wits), 'GET /api/programs': () => json({ programs: [witsBcom] }) });
    renderPage(wits.id);
    expect(await screen.findByRole('heading', { level: 1, name: wits.name })).toBeInTheDocument();
    expect(screen.getByText(wits.description!)).toBeInTheDocument();
    expect(factsOf().getByText('Johannesburg')).toBeInTheDocument();
    expect(factsOf().getByText('Gauteng')).toBeInTheDocument();
    expect(factsOf().getByRole('link', { name: 'admissions@wits.ac.za' })).toHaveAttribute('href', 'mailto:admissions@wits.ac.za');
    expect(factsOf().getByRole('link', { name: '011 717 1000' })).toHaveAttribute('href', 'tel:0117171000');
    // No website on record: said so, not left blank.
    expect(factsOf().getByText(texts.notConfirmed)).toBeInTheDocument();

    const programme = (await screen.findByRole('heading', { name: 'Bachelor of Commerce' })).parentElement!;
    expect(within(programme).getByText('Commerce, Law and Management')).toBeInTheDocument();
    expect(within(programme).getByText("Bachelor's degree")).toBeInTheDocument();
    expect(within(programme).getByText('Full time')).toBeInTheDocument();
    expect(within(programme).getByText('39')).toBeInTheDocument();
    expect(within(programme).getByText('Mathematics: level 5 (60% or more)')).toBeInTheDocument();
    expect(within(programme).getByText('English Home Language or English First Additional Language: level 5 (60% or more)')).toBeInTheDocument();
    expect(within(programme).queryByText(/Last updated by the institution/)).not.toBeInTheDocument();
  });

  it('says when the institution itself last updated a programme (issue 25)', async () => {
    const updated = { ...witsBcom, updatedByInstitutionAt: '2026-11-20T08:00:00.000Z' };
    mockApi({ [`GET /api/institutions/${wits.id}`]: () => json(wits), 'GET /api/programs': () => json({ programs: [updated] }) });
    renderPage(wits.id);
    const programme = (await screen.findByRole('heading', { name: 'Bachelor of Commerce' })).parentElement!;
    expect(within(programme).getByText('Last updated by the institution: 2026-11-20')).toBeInTheDocument();
  });

  it("shows 'Not confirmed' for a missing email and phone", async () => {
    mockApi({ [`GET /api/institutions/${uct.id}`]: () => json(uct), 'GET /api/programs': () => json({ programs: [] }) });
    renderPage(uct.id);
    await screen.findByRole('heading', { level: 1, name: uct.name });
    expect(factsOf().getAllByText(texts.notConfirmed)).toHaveLength(2);
    expect(factsOf().getByRole('link', { name: 'www.uct.ac.za' })).toHaveAttribute('href', 'https://www.uct.ac.za');
    expect(await screen.findByText(texts.noProgrammes)).toBeInTheDocument();
  });

  it('has a not-found state with a way back', async () => {
    mockApi({ [`GET /api/institutions/${uct.id}`]: () => apiError(404, 'NOT_FOUND', 'Institution Not Found') });
    renderPage(uct.id);
    expect(await screen.findByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.notFoundBody)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: texts.backToInstitutions }));
    expect(screen.getByTestId('location')).toHaveTextContent('/institutions');
  });

  it('treats a malformed id as not found', async () => {
    mockApi({ 'GET /api/institutions/not-an-id': () => apiError(400, 'VALIDATION', 'Invalid') });
    renderPage('not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeInTheDocument();
  });

  it('offers Try Again when the server fails', async () => {
    let calls = 0;
    mockApi({
      [`GET /api/institutions/${uct.id}`]: () => (++calls === 1 ? apiError(500, 'INTERNAL', 'boom') : json(uct)),
      'GET /api/programs': () => json({ programs: [] }),
    });
    renderPage(uct.id);
    fireEvent.click(await screen.findByRole('button', { name: texts.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: uct.name })).toBeInTheDocument();
  });
});
