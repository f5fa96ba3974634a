import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { institutionListTexts as texts } from '@kusasa/domain/catalogue-texts';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import InstitutionsPage from './institutions-page';
import { uct, wits } from '../../test/catalogue-fixtures';
import { referenceInstitutionCards } from '@kusasa/domain/catalogue/reference-institutions';

function renderPage(entry = '/institutions') {
  renderRoutes(<Route path="/institutions" element={<InstitutionsPage title="Institutions" />} />, entry);
}

const urls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('InstitutionsPage', () => {
  it('shows the reference catalogue at once (cards linked by slug), then the live list (by id)', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/institutions': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();
    const reference = referenceInstitutionCards();
    expect(screen.getByText(`${reference.length} institutions`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(reference[0]!.name) })).toHaveAttribute('href', `/institutions/${reference[0]!.slug}`);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    answer(json({ institutions: [uct, wits] }));
    expect(await screen.findByText('2 institutions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /University of Cape Town/ })).toHaveAttribute('href', `/institutions/${uct.id}`);
    expect(screen.getByRole('link', { name: /University of the Witwatersrand/ })).toHaveAttribute('href', `/institutions/${wits.id}`);
  });

  it('waits for the live list when the address carries filters', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/institutions': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage('/institutions?type=university');
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    answer(json({ institutions: [wits] }));
    expect(await screen.findByText('1 institution')).toBeInTheDocument();
  });

  it('filters by province and type through the API', async () => {
    const fetchMock = mockApi({ 'GET /api/institutions': () => json({ institutions: [wits] }) });
    renderPage();
    await screen.findByText('University of the Witwatersrand');
    fireEvent.change(screen.getByLabelText(texts.provinceLabel), { target: { value: 'Gauteng' } });
    fireEvent.change(screen.getByLabelText(texts.typeLabel), { target: { value: 'university' } });
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/institutions?province=Gauteng&type=university'));
    expect(screen.getByLabelText(texts.provinceLabel)).toHaveValue('Gauteng');
    // Nine provinces and "All provinces".
    expect(within(screen.getByLabelText(texts.provinceLabel)).getAllByRole('option')).toHaveLength(10);
  });

  it('debounces the search box', async () => {
    const fetchMock = mockApi({ 'GET /api/institutions': () => json({ institutions: [uct] }) });
    renderPage();
    await screen.findByText('University of Cape Town');
    const box = screen.getByRole('searchbox', { name: /Search institutions/ });
    fireEvent.change(box, { target: { value: 'c' } });
    fireEvent.change(box, { target: { value: 'cape' } });
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/institutions?search=cape'));
    expect(urls(fetchMock)).not.toContain('/api/institutions?search=c');
  });

  it("says 'Failed to load institutions' and tries again", async () => {
    let calls = 0;
    mockApi({ 'GET /api/institutions': () => (++calls === 1 ? apiError(500, 'INTERNAL', 'boom') : json({ institutions: [uct] })) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: texts.tryAgain }));
    expect(await screen.findByText('University of Cape Town')).toBeInTheDocument();
  });

  it("shows 'No Institutions Available' when there are none", async () => {
    mockApi({ 'GET /api/institutions': () => json({ institutions: [] }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: texts.empty })).toBeInTheDocument();
  });

  it('says when filters match nothing, and clears them', async () => {
    const fetchMock = mockApi({ 'GET /api/institutions': () => json({ institutions: [] }) });
    renderPage('/institutions?province=Limpopo');
    expect(await screen.findByRole('heading', { name: texts.noMatches })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: texts.clearFilters }));
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/institutions'));
    expect(screen.getByLabelText(texts.provinceLabel)).toHaveValue('');
  });
});
