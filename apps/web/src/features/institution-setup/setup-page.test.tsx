import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import SetupPage from './setup-page';

const contact = {
  institutionName: 'Karoo TVET College',
  contactName: 'Lerato Dube',
  email: 'admissions@karoo.example.org',
  phone: '+27821234567',
  website: null,
};
const intake = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'First-year 2027',
  year: 2027,
  opensOn: '2026-04-01',
  closesOn: '2026-09-30',
  applicationFeeCents: 10000,
  open: true,
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const render = (intakes: unknown[] = [intake]) => {
  const fetchMock = mockApi({
    'GET /api/institution/contact': () => json(contact),
    'PUT /api/institution/contact': () => json(contact),
    'GET /api/institution/intakes': () => json({ intakes }),
    'POST /api/institution/intakes': () => json(intake, 201),
    [`DELETE /api/institution/intakes/${intake.id}`]: () => json({ done: true }),
  });
  renderRoutes(<Route path="/institutions/setup" element={<SetupPage title="Complete Setup" />} />, '/institutions/setup');
  return fetchMock;
};

describe('/institutions/setup', () => {
  it('saves the contact details, checked first', async () => {
    const fetchMock = render();
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT /api/institution/contact')).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'apply@karoo.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(sentTo(fetchMock, 'PUT /api/institution/contact')).toEqual([
      { contactName: 'Lerato Dube', email: 'apply@karoo.example.org', phone: '+27821234567', website: '' },
    ]);
  });

  it('lists intakes, adds one with its fee in rand, and refuses a closing date before the opening', async () => {
    const fetchMock = render([]);
    expect(await screen.findByText('No intakes yet. Add the one you take applications for.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add an intake' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'First-year 2027' } });
    fireEvent.change(within(dialog).getByLabelText('Year'), { target: { value: '2027' } });
    fireEvent.change(within(dialog).getByLabelText('Opens on'), { target: { value: '2026-09-30' } });
    fireEvent.change(within(dialog).getByLabelText('Closes on'), { target: { value: '2026-04-01' } });
    fireEvent.change(within(dialog).getByLabelText('Application fee (rand, empty for none)'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The closing date must be on or after the opening date.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Opens on'), { target: { value: '2026-04-01' } });
    fireEvent.change(within(dialog).getByLabelText('Closes on'), { target: { value: '2026-09-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(sentTo(fetchMock, 'POST /api/institution/intakes')).toEqual([
      { name: 'First-year 2027', year: 2027, opensOn: '2026-04-01', closesOn: '2026-09-30', applicationFeeCents: 10000, open: true },
    ]);
  });

  it('says why an account waiting for approval sees nothing', async () => {
    const waiting = () => apiError(403, 'FORBIDDEN', 'Your institution account is waiting for approval.');
    mockApi({ 'GET /api/institution/contact': waiting, 'GET /api/institution/intakes': waiting });
    renderRoutes(<Route path="/institutions/setup" element={<SetupPage title="Complete Setup" />} />, '/institutions/setup');
    expect(await screen.findAllByText('Your institution account is waiting for approval.')).toHaveLength(2);
  });
});
