import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentTo } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import ProgrammesPage from './programmes-page';

const alternatives = {
  anyOf: [
    { subject: 'Mathematics', minLevel: 4 },
    { subject: 'Mathematical Literacy', minLevel: 6 },
  ],
};
const programme = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Diploma in Agriculture',
  faculty: 'Agriculture',
  qualificationType: 'Diploma',
  durationYears: 3,
  nqfLevel: 6,
  minAps: 24,
  apsPackId: 'common',
  subjectMinimums: [{ subject: 'English', minLevel: 4 }, alternatives],
  places: 60,
  openForIntake: true,
  updatedByInstitutionAt: '2026-11-20T08:00:00.000Z',
};
const list = { rulePack: { id: 'common', unitLabel: 'APS', maxScore: 42 }, programmes: [programme] };

const render = () => {
  const fetchMock = mockApi({
    'GET /api/institution/programmes': () => json(list),
    'POST /api/institution/programmes': () => json(programme, 201),
    [`PUT /api/institution/programmes/${programme.id}`]: () => json(programme),
  });
  renderRoutes(<Route path="/institutions/programmes" element={<ProgrammesPage title="Programmes" />} />, '/institutions/programmes');
  return fetchMock;
};

describe('/institutions/programmes', () => {
  it('lists the programmes with when the institution last updated them', async () => {
    render();
    expect(await screen.findByText('Diploma in Agriculture')).toBeInTheDocument();
    expect(screen.getByText('Last updated by the institution: 2026-11-20')).toBeInTheDocument();
  });

  it('edits a programme, keeping requirements the form does not edit, and refuses a minimum above the rule pack', async () => {
    const fetchMock = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Diploma in Agriculture' }));
    const dialog = await screen.findByRole('dialog');
    const minimum = within(dialog).getByLabelText('Minimum APS (0 to 42)');
    fireEvent.change(minimum, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The minimum is a whole number, 0 or more, up to the rule pack’s maximum.')).toBeInTheDocument();
    fireEvent.change(minimum, { target: { value: '26' } });
    expect(within(dialog).getByLabelText('NQF level (1 to 10)')).toHaveValue('6');
    fireEvent.change(within(dialog).getByLabelText('NQF level (1 to 10)'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Places'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByLabelText('Open for the intake'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Programme saved.');
    expect(sentTo(fetchMock, `PUT /api/institution/programmes/${programme.id}`)).toEqual([
      {
        name: 'Diploma in Agriculture',
        faculty: 'Agriculture',
        qualificationType: 'Diploma',
        durationYears: 3,
        nqfLevel: 7,
        minAps: 26,
        places: 40,
        openForIntake: false,
        subjectMinimums: [{ subject: 'English', minLevel: 4 }, alternatives],
      },
    ]);
  });

  it('adds a programme with a subject minimum', async () => {
    const fetchMock = render();
    await screen.findByText('Diploma in Agriculture');
    fireEvent.click(screen.getByRole('button', { name: 'Add a programme' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Higher Certificate in IT' } });
    fireEvent.change(within(dialog).getByLabelText('Qualification type'), { target: { value: 'Higher Certificate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a subject' }));
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Mathematics' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Programme saved.');
    expect(sentTo(fetchMock, 'POST /api/institution/programmes')).toEqual([
      expect.objectContaining({ name: 'Higher Certificate in IT', faculty: null, minAps: null, subjectMinimums: [{ subject: 'Mathematics', minLevel: 4 }] }),
    ]);
  });
});
