import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, sentTo } from '../../../test/api-mock';
import { describedText, renderRoutes } from '../../../test/render';
import FundingPage from '../funding-page';
import { assessedReadiness, emptyReadiness, mockFunding, partway } from '../test-fixture';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const renderPage = () => renderRoutes(<Route path="/funding" element={<FundingPage title="Funding" />} />, '/funding');
const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });
const group = (name: string) => screen.getByRole('group', { name });
const choose = (groupName: string, option: string) => fireEvent.click(within(group(groupName)).getByLabelText(option));
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('the funding questionnaire', () => {
  it('saves each step before moving on, and moves focus to the next step heading', async () => {
    const fetchMock = mockFunding(emptyReadiness(), { 'PUT /api/funding/answers/citizenship': () => json(partway('citizenship')) });
    renderPage();
    await stepHeading('Citizenship');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();

    next();
    const citizenship = group('Are you a South African citizen or permanent resident?');
    await waitFor(() => expect(within(citizenship).getByLabelText('South African citizen')).toHaveFocus());
    expect(within(citizenship).getByText('Choose an answer')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT /api/funding/answers/citizenship')).toEqual([]);

    choose('Are you a South African citizen or permanent resident?', 'South African citizen');
    next();
    const heading = await stepHeading('Your studies');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sentTo(fetchMock, 'PUT /api/funding/answers/citizenship')).toEqual([{ citizenship: 'citizen' }]);
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('resumes at the first unanswered step, with the saved answers behind it', async () => {
    mockFunding(partway('citizenship', 'study'));
    renderPage();
    await stepHeading('SASSA grants');
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Your studies');
    expect(within(group('Where do you want to study?')).getByLabelText('Public university')).toBeChecked();
    expect(within(group('Are you in Grade 12 now?')).getByLabelText('Yes')).toBeChecked();
  });

  it('shows a field message from the API on its field and stays on the step', async () => {
    const fetchMock = mockFunding(partway('citizenship', 'study', 'grant'), {
      'PUT /api/funding/answers/household': () =>
        apiError(400, 'VALIDATION', 'Check your answers', {}, { householdMembers: 'Count everyone who lives with you' }),
    });
    renderPage();
    await stepHeading('Your household');
    fireEvent.change(screen.getByLabelText('How many people live in your household?'), { target: { value: '3' } });
    choose('Does a parent or guardian earn informally, or are they unemployed?', 'No');

    // The helper works the band out from a monthly amount: R9,000 x 12 = R108,000.
    fireEvent.click(screen.getByRole('button', { name: 'Work it out from a monthly amount' }));
    fireEvent.change(screen.getByLabelText('Combined gross household income a month (rand)'), { target: { value: '9000' } });
    expect(screen.getByText(/That is about R108,000 a year/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use this band' }));
    expect(screen.getByLabelText('R122,000 a year or less (about R10,167 a month)')).toBeChecked();

    next();
    const members = screen.getByLabelText('How many people live in your household?');
    await waitFor(() => expect(describedText(members)).toContain('Count everyone who lives with you'));
    await waitFor(() => expect(members).toHaveFocus());
    expect(sentTo(fetchMock, 'PUT /api/funding/answers/household')).toEqual([{ householdMembers: 3, incomeBand: 'up-to-122000', informalIncome: false }]);
    expect(screen.getByRole('heading', { level: 3, name: 'Your household' })).toBeInTheDocument();
  });

  it('checks the study step before sending it', async () => {
    const fetchMock = mockFunding(partway('citizenship'));
    renderPage();
    await stepHeading('Your studies');
    fireEvent.change(screen.getByLabelText('The year you started studying after school'), { target: { value: '20x' } });
    next();
    await waitFor(() => expect(within(group('Would this be your first qualification after school?')).getByLabelText('Yes')).toHaveFocus());
    expect(within(group('Where do you want to study?')).getByText('Choose at least one type of institution')).toBeInTheDocument();
    expect(describedText(screen.getByLabelText('The year you started studying after school'))).toContain('Enter a year such as 2024');
    expect(sentTo(fetchMock, 'PUT /api/funding/answers/study')).toEqual([]);
  });

  it('shows the outcome after the last step, and reopens the questions to change them', async () => {
    const fetchMock = mockFunding(partway('citizenship', 'study', 'grant', 'household'), {
      'PUT /api/funding/answers/circumstances': () => json(assessedReadiness()),
    });
    renderPage();
    await stepHeading('Your circumstances');
    choose('Do you have a disability?', 'No');
    choose('Have your parents died?', 'No');
    choose('Are your parents divorced?', 'No');
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    await waitFor(() => expect(screen.getByTestId('funding-outcome')).toHaveFocus());
    expect(sentTo(fetchMock, 'PUT /api/funding/answers/circumstances')).toEqual([{ disability: false, parentsDeceased: 'none', parentsDivorced: false }]);

    fireEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
    await stepHeading('Citizenship');
    expect(screen.getByLabelText('South African citizen')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my answers' }));
    expect(await screen.findByTestId('funding-outcome')).toHaveTextContent('Likely');
  });
});
