import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { passwordTexts } from '@kusasa/domain/rules/password';
import { audienceRegistrationTexts as a, errorTexts, registrationTexts, validationTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { toast } from '../../lib/toast';
import { apiError, json, mockApi, sentTo } from '../../test/api-mock';
import { describedText, renderRoutes } from '../../test/render';
import CounselorRegistrationPage from './counselor-registration-page';
import InstitutionRegistrationPage from './institution-registration-page';
import NsfasRegistrationPage from './nsfas-registration-page';
import SponsorRegistrationPage from './sponsor-registration-page';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const PASSWORD = 'a long enough passphrase';
const checkEmail = { message: a.success, next: '/login', checkEmail: true, detail: a.checkEmail };

function renderPage(Page: ComponentType<PageProps>, title: string, path = '/register-here') {
  return renderRoutes(<Route path={path} element={<Page title={title} />} />, path);
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
const sectionTitles = () => screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);

function fillCounselor() {
  type('Full Name', 'Sipho Dlamini');
  type('Specialization', 'Career Guidance');
  type('Region', 'National');
  type('Organization', 'Soweto High School');
  type('Years of Experience', '4-6 years');
  type('Contact Email', 'sipho@school.example');
  type('Contact Phone', '082 123 4567');
  type('Login Email', ' sipho@example.com ');
  type('Password', PASSWORD);
  type('Confirm Password', PASSWORD);
}

function fillInstitution() {
  type('Institution Name', 'Ekurhuleni TVET College');
  type('Institution Type', 'tvet');
  type('Province', 'Gauteng');
  type('Contact Name', 'Lerato Mokoena');
  type('Contact Email', 'admissions@etvet.example');
  type('Contact Phone', '011 123 4567');
  type('Login Email', 'lerato@etvet.example');
  type('Password', PASSWORD);
  type('Confirm Password', PASSWORD);
}

function fillNsfas() {
  type('Full Name', 'Ayanda Khumalo');
  type('Employee Number', 'NS-10442');
  type('Department', 'Verification');
  type('Region', 'National Office');
  type('Position', 'Verification Officer');
  type('Email', 'ayanda@nsfas.example');
  type('Phone', '021 123 4567');
  type('Password', PASSWORD);
  type('Confirm Password', PASSWORD);
}

describe('counselor registration', () => {
  it("has the seed's sections and links to /login and /", () => {
    mockApi({});
    renderPage(CounselorRegistrationPage, 'Counselor Registration');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Counselor Registration');
    expect(sectionTitles()).toEqual(['Personal', 'Professional', 'Contact', 'Account']);
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/login');
    const region = within(screen.getByRole('group', { name: 'Professional' })).getByLabelText('Region');
    expect(within(region).getByRole('option', { name: 'National' })).toBeInTheDocument();
    expect(
      within(field('Years of Experience'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your experience', 'Less than 1 year', '1-3 years', '4-6 years', '7-10 years', 'More than 10 years']);
  });

  it('shows the shared schema’s messages at their fields, focuses the first and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderPage(CounselorRegistrationPage, 'Counselor Registration');
    submit();
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    expect(describedText(field('Full Name'))).toBe(registrationTexts.fullNameTooShort);
    expect(describedText(field('Specialization'))).toBe(validationTexts.selectSpecialization);
    expect(describedText(field('Region'))).toBe(validationTexts.selectRegion);
    expect(describedText(field('Organization'))).toContain(a.organizationTooShort);
    expect(describedText(field('Years of Experience'))).toBe(validationTexts.selectExperience);
    expect(describedText(field('Contact Email'))).toBe(registrationTexts.emailInvalid);
    expect(describedText(field('Contact Phone'))).toContain(validationTexts.phoneTooShort);
    expect(describedText(field('Login Email'))).toContain(registrationTexts.emailInvalid);
    expect(describedText(field('Password'))).toContain(passwordTexts.tooShort);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the passwords differ, and clears a fixed error while typing', () => {
    mockApi({});
    renderPage(CounselorRegistrationPage, 'Counselor Registration');
    fillCounselor();
    type('Confirm Password', 'another long passphrase');
    submit();
    expect(describedText(field('Confirm Password'))).toBe(passwordTexts.mismatch);
    type('Confirm Password', PASSWORD);
    expect(screen.queryByText(passwordTexts.mismatch)).not.toBeInTheDocument();
  });

  it("sends the form, toasts 'Registration Successful' and goes to /login with the check-your-email message", async () => {
    const fetchMock = mockApi({ 'POST /api/auth/register/counselor': () => json(checkEmail, 201) });
    renderPage(CounselorRegistrationPage, 'Counselor Registration');
    fillCounselor();
    submit();
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ message: a.checkEmail });
    expect(toast.success).toHaveBeenCalledWith(a.success);
    expect(sentTo(fetchMock, 'POST /api/auth/register/counselor')).toEqual([
      {
        fullName: 'Sipho Dlamini',
        specialization: 'Career Guidance',
        assignedRegion: 'National',
        organization: 'Soweto High School',
        yearsOfExperience: '4-6 years',
        contactEmail: 'sipho@school.example',
        contactPhone: '082 123 4567',
        email: 'sipho@example.com',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    ]);
  });

  it("puts the server's field errors on their fields", async () => {
    mockApi({
      'POST /api/auth/register/counselor': () => apiError(400, 'VALIDATION', errorTexts.validation, {}, { contactPhone: validationTexts.phoneInvalid }),
    });
    renderPage(CounselorRegistrationPage, 'Counselor Registration');
    fillCounselor();
    submit();
    await waitFor(() => expect(field('Contact Phone')).toHaveFocus());
    expect(describedText(field('Contact Phone'))).toContain(validationTexts.phoneInvalid);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the seed's failure text for an email already registered (409)", async () => {
    mockApi({ 'POST /api/auth/register/counselor': () => apiError(409, 'CONFLICT', a.counselorFailed) });
    renderPage(CounselorRegistrationPage, 'Counselor Registration');
    fillCounselor();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(a.counselorFailed);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("falls back to the seed's text when the server gives no message", async () => {
    mockApi({ 'POST /api/auth/register/counselor': () => new Response('gateway down', { status: 502 }) });
    renderPage(CounselorRegistrationPage, 'Counselor Registration');
    fillCounselor();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(a.counselorFailed);
  });
});

describe('institution registration', () => {
  it('uses the counselor layout with the institution’s fields and types', () => {
    mockApi({});
    renderPage(InstitutionRegistrationPage, 'Institution Registration');
    expect(sectionTitles()).toEqual(['Institution', 'Contact', 'Account']);
    expect(
      within(field('Institution Type'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'university', 'tvet', 'college']);
    expect(field('Website (optional)')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/login');
  });

  it('checks the institution fields, including a website that is not a URL', async () => {
    mockApi({});
    renderPage(InstitutionRegistrationPage, 'Institution Registration');
    type('Website (optional)', 'not a website');
    submit();
    await waitFor(() => expect(field('Institution Name')).toHaveFocus());
    expect(describedText(field('Institution Name'))).toBe(a.institutionNameTooShort);
    expect(describedText(field('Institution Type'))).toBe(a.selectInstitutionType);
    expect(describedText(field('Province'))).toBe(validationTexts.selectProvince);
    expect(describedText(field('Website (optional)'))).toContain(a.websiteInvalid);
    expect(describedText(field('Contact Name'))).toBe(a.contactNameTooShort);
  });

  it('leaves an empty website out and goes to /login after registering', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/register/institution': () => json(checkEmail, 201) });
    renderPage(InstitutionRegistrationPage, 'Institution Registration');
    fillInstitution();
    submit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    const [body] = sentTo(fetchMock, 'POST /api/auth/register/institution') as Record<string, string>[];
    expect(body).toMatchObject({ institutionName: 'Ekurhuleni TVET College', institutionType: 'tvet', province: 'Gauteng' });
    expect(body).not.toHaveProperty('website');
  });

  it("puts the server's website error on the website field", async () => {
    mockApi({ 'POST /api/auth/register/institution': () => apiError(400, 'VALIDATION', errorTexts.validation, {}, { website: a.websiteInvalid }) });
    renderPage(InstitutionRegistrationPage, 'Institution Registration');
    fillInstitution();
    type('Website (optional)', 'https://etvet.example');
    submit();
    await waitFor(() => expect(field('Website (optional)')).toHaveFocus());
    expect(describedText(field('Website (optional)'))).toContain(a.websiteInvalid);
  });
});

describe('NSFAS registration', () => {
  it("has the seed's sections and regions with National Office", () => {
    mockApi({});
    renderPage(NsfasRegistrationPage, 'NSFAS Registration');
    expect(sectionTitles()).toEqual(['Personal', 'Department & Region', 'Contact', 'Account']);
    expect(within(field('Region')).getByRole('option', { name: 'National Office' })).toBeInTheDocument();
    expect(within(field('Department')).getAllByRole('option')).toHaveLength(9);
  });

  it('checks the NSFAS fields', async () => {
    mockApi({});
    renderPage(NsfasRegistrationPage, 'NSFAS Registration');
    submit();
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    expect(describedText(field('Employee Number'))).toBe(a.employeeNumberRequired);
    expect(describedText(field('Department'))).toBe(validationTexts.selectDepartment);
    expect(describedText(field('Region'))).toBe(validationTexts.selectRegion);
    expect(describedText(field('Position'))).toBe(a.positionRequired);
  });

  it('registers and goes to /login; a server failure shows its text', async () => {
    let calls = 0;
    mockApi({ 'POST /api/auth/register/nsfas': () => (++calls === 1 ? apiError(500, 'INTERNAL', a.nsfasFailed) : json(checkEmail, 201)) });
    renderPage(NsfasRegistrationPage, 'NSFAS Registration');
    fillNsfas();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(a.nsfasFailed);
    submit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});

describe('sponsor registration', () => {
  it('asks for name, organization type, optional phone, email and password, without a confirmation', () => {
    mockApi({});
    renderPage(SponsorRegistrationPage, 'Sponsor Registration');
    expect(field('Name')).toBeInTheDocument();
    expect(
      within(field('Organization Type'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'individual', 'company', 'ngo', 'government']);
    expect(field('Phone (optional)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/sponsors/login');
  });

  it('checks the required fields', async () => {
    mockApi({});
    renderPage(SponsorRegistrationPage, 'Sponsor Registration');
    submit();
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(describedText(field('Name'))).toContain(a.nameRequired);
    expect(describedText(field('Organization Type'))).toBe(a.selectOrganizationType);
    expect(describedText(field('Phone (optional)'))).not.toContain(validationTexts.phoneTooShort);
  });

  it('stays on a success view that links to /sponsors/login, with no toast', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/register/sponsor': () => json({ message: a.success, next: '/sponsors/login', checkEmail: false, detail: a.sponsorSuccess }, 201),
    });
    renderPage(SponsorRegistrationPage, 'Sponsor Registration');
    type('Name', 'Ubuntu Trust');
    type('Organization Type', 'ngo');
    type('Email', 'give@ubuntu.example');
    type('Password', PASSWORD);
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: a.success })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(a.sponsorSuccess);
    // The form that had focus is gone; the news takes it.
    await waitFor(() => expect(screen.getByRole('status').parentElement).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Go to Sponsor Login' })).toHaveAttribute('href', '/sponsors/login');
    expect(toast.success).not.toHaveBeenCalled();
    expect(sentTo(fetchMock, 'POST /api/auth/register/sponsor')).toEqual([
      { name: 'Ubuntu Trust', organizationType: 'ngo', email: 'give@ubuntu.example', password: PASSWORD },
    ]);
  });
});
