import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogueCorrectionTexts as t } from '@kusasa/domain/catalogue-coverage-texts';
import { apiError, json, mockApi, sentTo } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import AdminCataloguePage from './admin-catalogue-page';

const row = {
  id: '00000000-0000-4000-8000-0000000000b1',
  slug: 'goldfields-tvet',
  name: 'Goldfields TVET College',
  type: 'tvet',
  province: 'Free State',
  programmeCount: 0,
  applyUrl: null,
  programmesNotPublished: 'No programme list was found.',
  apsRuleNote: null,
  sourceTitle: 'Goldfields TVET College: Profile',
  checkedOn: '2026-11-29',
  correctedAt: null,
};

const render = (put = () => json({ ...row, applyUrl: 'https://www.goldfieldstvet.edu.za', correctedAt: '2026-11-29T08:00:00.000Z' })) => {
  const fetchMock = mockApi({ 'GET /api/admin/catalogue': () => json({ institutions: [row] }), [`PUT /api/admin/catalogue/institutions/${row.id}`]: put });
  renderRoutes(<Route path="/admin/catalogue" element={<AdminCataloguePage title="Catalogue" />} />, '/admin/catalogue');
  return fetchMock;
};

describe('/admin/catalogue (issue 26)', () => {
  it('shows each institution with what the catalogue holds, and links to its programmes', async () => {
    render();
    expect(await screen.findByText('Goldfields TVET College')).toBeInTheDocument();
    expect(screen.getByText(/Programmes not published · Checked on 29 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${t.editProgrammes}: ${row.name}` })).toHaveAttribute('href', `/admin/catalogue/${row.id}`);
    fireEvent.change(screen.getByLabelText(t.search), { target: { value: 'no such college' } });
    expect(screen.getByText(t.empty)).toBeInTheDocument();
  });

  it('corrects where to apply, refusing an address that is not a web address', async () => {
    const fetchMock = render();
    fireEvent.click(await screen.findByRole('button', { name: `${t.edit} ${row.name}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(t.applyUrl), { target: { value: 'goldfields' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(t.applyUrlInvalid)).toBeInTheDocument();
    expect(sentTo(fetchMock, `PUT /api/admin/catalogue/institutions/${row.id}`)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(t.applyUrl), { target: { value: 'https://www.goldfieldstvet.edu.za' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await screen.findByText(t.saved);
    expect(sentTo(fetchMock, `PUT /api/admin/catalogue/institutions/${row.id}`)).toEqual([
      { applyUrl: 'https://www.goldfieldstvet.edu.za', programmesNotPublished: 'No programme list was found.', apsRuleNote: null },
    ]);
  });

  it('keeps the dialog open with the server’s message when the save fails', async () => {
    render(() => apiError(400, 'VALIDATION', 'Invalid request', {}, { applyUrl: t.applyUrlInvalid }));
    fireEvent.click(await screen.findByRole('button', { name: `${t.edit} ${row.name}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(t.applyUrlInvalid)).toBeInTheDocument();
  });
});
