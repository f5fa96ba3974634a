import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wizardTexts } from '@kusasa/domain/profile-texts';
import { toast } from '../../lib/toast';
import { apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import { emptyProfile, fullProfile } from '../../test/profile-fixture';
import ProfileWizardPage from './profile-wizard-page';
import { WIZARD_STORAGE_KEY } from '../../features/profile-wizard/wizard-storage';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const noAps = { hasMarks: false, source: null, sitting: null, score: null, countedSubjects: [], passType: null, packs: [] };

function renderWizard(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf(),
    'GET /api/profile': () => json(emptyProfile()),
    'GET /api/aps/me': () => json(noAps),
    ...handlers,
  });
  renderRoutes(<Route path="/profile-completion" element={<ProfileWizardPage title="Complete Your Profile" />} />, '/profile-completion');
  return fetchMock;
}

const savedAt = (currentStep: number, draft = {}) => ({ progress: { currentStep, isDataSaved: true, draft, completedAt: null } });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

beforeEach(() => localStorage.clear());
afterEach(() => vi.mocked(toast.error).mockClear());

describe('the profile wizard', () => {
  it('starts at Personal Information with the account details, and checks the fields before saving', async () => {
    const fetchMock = renderWizard({
      'PUT /api/profile/personal': () => json(emptyProfile({ ...savedAt(1), progress: { currentStep: 1, isDataSaved: false, draft: {}, completedAt: null } })),
    });
    await stepHeading('Personal Information');
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Thandi Nkosi');
    expect(screen.getByLabelText('ID Number')).toHaveAttribute('readonly');
    // Exactly what was checked (issue 32).
    expect(describedText(screen.getByLabelText('ID Number'))).toBe('ID number checked (format and date of birth). It cannot be changed.');

    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'T' } });
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: '' } });
    next();
    const fullName = screen.getByLabelText('Full Name');
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(describedText(fullName)).toBe('Full name must be at least 2 characters');
    expect(describedText(screen.getByLabelText('Gender'))).toBe('Gender is required');
    expect(sentTo(fetchMock, 'PUT /api/profile/personal')).toEqual([]);

    fireEvent.change(fullName, { target: { value: 'Thandi Nkosi' } });
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'other' } });
    next();
    await stepHeading('Contact Information');
    expect(sentTo(fetchMock, 'PUT /api/profile/personal')).toEqual([{ fullName: 'Thandi Nkosi', idNumber: '8001015009087', gender: 'other' }]);
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '2');

    next();
    await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveFocus());
    expect(describedText(screen.getByLabelText('Phone Number'))).toContain('Phone number must be at least 10 digits');
    expect(describedText(screen.getByLabelText('Contact Email'))).toBe('Please enter a valid email address');
    expect(describedText(screen.getByLabelText('Emergency Contact Name'))).toBe('Emergency contact name is required');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Personal Information');
  });

  it('toasts when a step cannot be saved, and shows a field message the server gives', async () => {
    let answer = () => apiError(500, 'INTERNAL', 'An error occurred');
    renderWizard({ 'PUT /api/profile/personal': () => answer() });
    await stepHeading('Personal Information');
    next();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(wizardTexts.saveFailed));
    answer = () => apiError(400, 'VALIDATION', 'Locked', {}, { idNumber: 'Your ID number was checked when you registered and cannot be changed here.' });
    next();
    await waitFor(() => expect(describedText(screen.getByLabelText('ID Number'))).toContain('cannot be changed here'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Personal Information');
  });

  it('says so when the saved progress cannot be loaded', async () => {
    renderWizard({ 'GET /api/profile': () => apiError(500, 'INTERNAL', 'An error occurred') });
    expect(await screen.findByText('Failed to load your saved progress. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('Education History', () => {
  const openEducation = async (handlers: Parameters<typeof mockApi>[0] = {}) => {
    const fetchMock = renderWizard({ 'GET /api/profile': () => json(emptyProfile(savedAt(3))), ...handlers });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Saved Progress' }));
    await stepHeading('Education History');
    return fetchMock;
  };
  const grade = (name: string) => screen.getByRole('group', { name });

  it('has 7 rows per grade, lets only rows beyond the sixth be removed, and adds rows', async () => {
    await openEducation();
    expect(screen.getByLabelText('Completion Year')).toHaveValue(new Date().getFullYear());
    const grade11 = grade('Grade 11 Subjects');
    expect(within(grade11).getAllByRole('combobox')).toHaveLength(7);
    expect(within(grade(`Grade 12 Subjects`)).getAllByRole('combobox')).toHaveLength(7);
    expect(within(grade11).queryByRole('button', { name: 'Remove subject 6' })).not.toBeInTheDocument();
    fireEvent.click(within(grade11).getByRole('button', { name: 'Add subject' }));
    expect(within(grade11).getAllByRole('combobox')).toHaveLength(8);
    fireEvent.click(within(grade11).getByRole('button', { name: 'Remove subject 7' }));
    fireEvent.click(within(grade11).getByRole('button', { name: 'Remove subject 7' }));
    expect(within(grade11).getAllByRole('combobox')).toHaveLength(6);
    expect(within(grade11).queryByRole('button', { name: /Remove subject/ })).not.toBeInTheDocument();
  });

  it("offers 18 subjects and Other, which asks for the subject's name", async () => {
    await openEducation();
    const grade11 = grade('Grade 11 Subjects');
    const first = within(grade11).getByLabelText('Subject 1');
    expect(
      within(first)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toHaveLength(20); // placeholder + 18 + Other
    fireEvent.change(first, { target: { value: 'Other' } });
    expect(within(grade11).getByLabelText('Subject 1 name')).toBeInTheDocument();
  });

  it('shows the seed messages: at least 6 subjects, marks 0 to 100, the year', async () => {
    const fetchMock = await openEducation();
    fireEvent.change(screen.getByLabelText('School Name'), { target: { value: 'Orlando High' } });
    fireEvent.change(screen.getByLabelText('School Province'), { target: { value: 'Gauteng' } });
    fireEvent.change(screen.getByLabelText('Completion Year'), { target: { value: '1985' } });
    const grade11 = grade('Grade 11 Subjects');
    fireEvent.change(within(grade11).getByLabelText('Subject 1'), { target: { value: 'Mathematics' } });
    fireEvent.change(within(grade11).getByLabelText('Mark 1 (%)'), { target: { value: '101' } });
    next();
    const mark = within(grade11).getByLabelText('Mark 1 (%)');
    expect(await within(grade11).findByText('You must include at least 6 subjects for Grade 11')).toBeInTheDocument();
    expect(within(grade('Grade 12 Subjects')).getByText('You must include at least 6 subjects for Grade 12')).toBeInTheDocument();
    expect(describedText(mark)).toBe('Mark must be between 0 and 100');
    expect(describedText(screen.getByLabelText('Completion Year'))).toBe('Invalid year');
    expect(screen.getByLabelText('Completion Year')).toHaveFocus();
    expect(sentTo(fetchMock, 'PUT /api/profile/education')).toEqual([]);
  });
});

describe('Save & Exit and the resume prompt', () => {
  it('Save & Exit keeps the step and what was typed, then goes to /auth-redirect', async () => {
    const fetchMock = renderWizard({ 'PUT /api/profile/progress': () => json(emptyProfile(savedAt(0))) });
    await stepHeading('Personal Information');
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Thandi M Nkosi' } });
    const stored = JSON.parse(localStorage.getItem(WIZARD_STORAGE_KEY) ?? '{}') as {
      version: number;
      state: { personalInfo: { fullName: string }; currentStep: number };
    };
    expect(stored.version).toBe(0);
    expect(stored.state).toMatchObject({ personalInfo: { fullName: 'Thandi M Nkosi' }, currentStep: 0, isDataSaved: false });

    fireEvent.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth-redirect');
    expect(toast.success).toHaveBeenCalledWith('Progress saved');
    expect(sentTo(fetchMock, 'PUT /api/profile/progress')).toMatchObject([
      { currentStep: 0, isDataSaved: true, draft: { personalInfo: { fullName: 'Thandi M Nkosi' } } },
    ]);
  });

  it('Continue Saved Progress restores the step and the draft', async () => {
    renderWizard({ 'GET /api/profile': () => json(emptyProfile(savedAt(2, { addressInfo: { streetAddress: '7 Half Typed Road' } }))) });
    expect(await screen.findByText(wizardTexts.resumeText)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue Saved Progress' }));
    await stepHeading('Address Information');
    expect(screen.getByLabelText('Street Address')).toHaveValue('7 Half Typed Road');
    expect(screen.getByLabelText('Address Type')).toHaveValue('residential');
  });

  it('Start New clears the saved place on the server and empties the forms', async () => {
    const fetchMock = renderWizard({
      'GET /api/profile': () => json(fullProfile(savedAt(4))),
      'DELETE /api/profile/progress': () => json(fullProfile()),
      'PUT /api/profile/personal': () => json(fullProfile()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start New' }));
    await stepHeading('Personal Information');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/profile/progress' && init?.method === 'DELETE')).toBe(true);
    // The personal step starts from the account's registration details; the others are empty.
    expect(screen.getByLabelText('Full Name')).toHaveValue('Thandi Nkosi');
    next();
    await stepHeading('Contact Information');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toContain('"isDataSaved":false');
  });

  it('Review & Submit shows everything with Edit links and submits the profile', async () => {
    const fetchMock = renderWizard({
      'GET /api/profile': () => json(fullProfile(savedAt(5))),
      'POST /api/profile/complete': () => json({ message: 'Profile Complete', completedAt: '2026-03-01T08:00:00.000Z' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Saved Progress' }));
    await stepHeading('Review & Submit');
    expect(screen.getByText('12 Vilakazi Street')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Address Information' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth-redirect');
    expect(toast.success).toHaveBeenCalledWith('Profile Complete', expect.anything());
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/profile/complete')).toHaveLength(1);
  });

  it('Review & Submit says what is still missing', async () => {
    const missing = 'Please complete these steps first: ID Document upload.';
    renderWizard({
      'GET /api/profile': () => json(fullProfile(savedAt(5))),
      'POST /api/profile/complete': () => apiError(400, 'VALIDATION', missing, { missing: ['idDocument'] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Saved Progress' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(missing);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('Edit on the review jumps to that step', async () => {
    renderWizard({ 'GET /api/profile': () => json(fullProfile(savedAt(5))) });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Saved Progress' }));
    await stepHeading('Review & Submit');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Contact Information' }));
    await stepHeading('Contact Information');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+27821234567');
  });
});
