import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { accountDataTexts } from '@kusasa/domain/texts';
import { downloadBlob } from '../../lib/download';
import { reloadWithToast } from '../../lib/toast-after-reload';
import { apiError, json, mockApi, sentTo, sessionOf } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import { EXPORT_FAILED, exportFilename } from '../../features/account/api/export-account';
import { fullProfile } from '../../test/profile-fixture';
import { channelSettings } from '../../features/message-channels/test-fixture';
import ProfilePage from './profile-page';

vi.mock('../../lib/download', () => ({ downloadBlob: vi.fn() }));
vi.mock('../../lib/toast-after-reload', () => ({ reloadWithToast: vi.fn() }));

const exported = { format: 'kusasa-account-export/1', exportedAt: '2026-03-02T08:30:00.000Z', user: { email: 'thandi@example.com' } };

function renderProfile(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/auth/session': sessionOf(),
    'GET /api/profile': () => json(fullProfile()),
    'GET /api/messaging/channels': () => json(channelSettings()),
    ...handlers,
  });
  renderRoutes(<Route path="/profile" element={<ProfilePage title="My Profile" />} />, '/profile');
  return fetchMock;
}

async function openDeleteDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('ProfilePage', () => {
  it("shows the user's details and the Your data section", async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Profile');
    expect(await screen.findByText('thandi@example.com')).toBeInTheDocument();
    expect(screen.getByText('KUS-7F3K9Q2D')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  it('says exactly how the learner’s identity was checked (issue 32)', async () => {
    const profile = fullProfile();
    renderProfile({
      'GET /api/profile': () =>
        json({ ...profile, personal: { ...profile.personal, identityCheck: { method: 'manual', bureau: null, checkedAt: '2026-03-01T08:00:00.000Z' } } }),
    });
    expect(await screen.findByText('Verified by Kusasa from a certified ID copy')).toBeInTheDocument();
    expect(screen.getByText('Identity check')).toBeInTheDocument();
  });

  it('shows learners their reminder channels, and not other account types (issue 30)', async () => {
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Reminders and messages' });
    expect(await within(section).findByText('SMS')).toBeInTheDocument();
  });

  it('has no reminder channels for a sponsor', async () => {
    renderProfile({ 'GET /api/auth/session': sessionOf({ userType: 'sponsor' }) });
    expect(await screen.findByRole('region', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reminders and messages' })).not.toBeInTheDocument();
  });

  it('downloads the export as a JSON file', async () => {
    renderProfile({ 'GET /api/account/export': () => json(exported) });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [blob, filename] = vi.mocked(downloadBlob).mock.calls[0]!;
    expect(filename).toBe(exportFilename());
    expect(filename).toMatch(/^kusasa-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(exported);
  });

  it('says so when the download fails', async () => {
    renderProfile({ 'GET /api/account/export': () => apiError(500, 'INTERNAL', 'An error occurred') });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_FAILED);
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});

describe('the delete dialog', () => {
  it('asks for the password and DELETE before calling the server', async () => {
    const fetchMock = renderProfile();
    const dialog = await openDeleteDialog();
    fireEvent.change(within(dialog).getByLabelText('Confirmation'), { target: { value: 'delete' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(describedText(password)).toBe(accountDataTexts.passwordRequired);
    expect(describedText(within(dialog).getByLabelText('Confirmation'))).toContain(accountDataTexts.confirmDelete);
    expect(sentTo(fetchMock, 'POST /api/account/delete')).toEqual([]);
  });

  it("puts the server's wrong-password message on the password field", async () => {
    renderProfile({
      'POST /api/account/delete': () => apiError(400, 'VALIDATION', accountDataTexts.passwordWrong, {}, { password: accountDataTexts.passwordWrong }),
    });
    const dialog = await openDeleteDialog();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'not my password' } });
    fireEvent.change(within(dialog).getByLabelText('Confirmation'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(describedText(password)).toBe(accountDataTexts.passwordWrong));
    expect(password).toHaveFocus();
    expect(reloadWithToast).not.toHaveBeenCalled();
  });

  it('shows the blocked message after too many attempts', async () => {
    const blocked = 'Too many attempts. Please try again after Mar 2, 10:30 AM.';
    renderProfile({ 'POST /api/account/delete': () => apiError(429, 'RATE_LIMITED', blocked, { blockedUntil: '2026-03-02T08:30:00.000Z' }) });
    const dialog = await openDeleteDialog();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'a long enough passphrase' } });
    fireEvent.change(within(dialog).getByLabelText('Confirmation'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(blocked);
  });

  it('deletes the account, then reloads into / with a toast', async () => {
    const fetchMock = renderProfile({ 'POST /api/account/delete': () => json({ message: accountDataTexts.deleted }) });
    const dialog = await openDeleteDialog();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'a long enough passphrase' } });
    fireEvent.change(within(dialog).getByLabelText('Confirmation'), { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(reloadWithToast).toHaveBeenCalledWith('/', accountDataTexts.deleted));
    expect(sentTo(fetchMock, 'POST /api/account/delete')).toEqual([{ password: 'a long enough passphrase', confirm: 'DELETE' }]);
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });

  it('forgets what was typed when cancelled', async () => {
    renderProfile();
    let dialog = await openDeleteDialog();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    dialog = await openDeleteDialog();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
  });
});

describe("the learner's saved profile", () => {
  it('shows each saved section with an Edit button', async () => {
    renderProfile();
    const contact = await screen.findByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText('+27821234567')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Address Information' })).getByText('12 Vilakazi Street')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Education History' })).getByText('Orlando High School')).toBeInTheDocument();
    for (const section of ['Personal Information', 'Contact Information', 'Address Information', 'Education History']) {
      expect(screen.getByRole('button', { name: `Edit ${section}` })).toBeInTheDocument();
    }
  });

  it('edits a section with the wizard step form and saves it', async () => {
    const saved = fullProfile({ contact: { ...fullProfile().contact, emergencyContactName: 'Sipho Nkosi' } });
    const fetchMock = renderProfile({ 'PUT /api/profile/contact': () => json(saved) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Contact Information' }));
    const name = screen.getByLabelText('Emergency Contact Name');
    fireEvent.change(name, { target: { value: 'S' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(describedText(name)).toBe('Emergency contact name is required');
    expect(sentTo(fetchMock, 'PUT /api/profile/contact')).toEqual([]);

    fireEvent.change(name, { target: { value: 'Sipho Nkosi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(screen.getByRole('region', { name: 'Contact Information' })).findByText('Sipho Nkosi')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT /api/profile/contact')).toEqual([
      { phoneNumber: '+27821234567', contactEmail: 'thandi.contact@example.com', emergencyContactName: 'Sipho Nkosi', emergencyContactPhone: '+27837654321' },
    ]);
  });

  it('is not shown to other account types', async () => {
    mockApi({ 'GET /api/auth/session': sessionOf({ userType: 'sponsor' }) });
    renderRoutes(<Route path="/profile" element={<ProfilePage title="My Profile" />} />, '/profile');
    expect(await screen.findByText('thandi@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact Information' })).not.toBeInTheDocument();
  });
});
