import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apsCalculatorTexts as texts } from '@kusasa/domain/catalogue-texts';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { nmu, nmuBedFoundationPhase, wits, witsBcom } from '../../test/catalogue-fixtures';
import ApsCalculatorPage from './aps-calculator-page';

const SUBJECTS = [
  'Accounting',
  'English Home Language',
  'Geography',
  'Life Orientation',
  'Life Sciences',
  'Mathematical Literacy',
  'Mathematics',
  'Physical Sciences',
];

function renderPage(
  subjects: () => Response = () =>
    json({ subjects: SUBJECTS.map((name) => ({ slug: name, name, category: 'x', credits: 20, languageLevel: null, countsTowardsAps: true })) }),
) {
  mockApi({
    'GET /api/subjects': subjects,
    'GET /api/institutions': () => json({ institutions: [nmu, wits] }),
    'GET /api/programs': () => json({ programs: [witsBcom, nmuBedFoundationPhase] }),
  });
  renderRoutes(<Route path="/aps-calculator" element={<ApsCalculatorPage title="APS Calculator" />} />, '/aps-calculator');
}

async function enter(row: number, subject: string, mark: string) {
  const select = screen.getByLabelText(texts.subjectLabel(row));
  await within(select).findByRole('option', { name: subject });
  fireEvent.change(select, { target: { value: subject } });
  fireEvent.change(screen.getByLabelText(texts.markLabel(row)), { target: { value: mark } });
}

// Levels 6, 5, 5, 6, 5, 7: 34; Life Orientation is not counted.
async function enterGoodMarks() {
  await enter(1, 'English Home Language', '75');
  await enter(2, 'Mathematics', '65');
  await enter(3, 'Physical Sciences', '60');
  await enter(4, 'Life Sciences', '70');
  await enter(5, 'Geography', '65');
  await enter(6, 'Accounting', '80');
  await enter(7, 'Life Orientation', '90');
}

describe('ApsCalculatorPage', () => {
  it('scores the best six subjects without Life Orientation, with each rule pack and the pass type', async () => {
    renderPage();
    expect(screen.getByTestId('aps-score')).toHaveTextContent('0 / 42');
    await enterGoodMarks();
    expect(screen.getByTestId('aps-score')).toHaveTextContent('34 / 42');
    const common = screen.getByRole('region', { name: texts.apsHeading });
    expect(within(common).getByText('Accounting (80%)')).toBeInTheDocument();
    expect(within(common).getByText('Life Orientation (90%)').parentElement).toHaveTextContent(texts.notCounted);
    expect(screen.getByTestId('pack-score-common')).toHaveTextContent('APS 34 / 42');
    // UKZN's own table tops out at 8 per subject (6 x 8 = 48); no mark here reaches 90%.
    expect(screen.getByTestId('pack-score-ukzn-cao')).toHaveTextContent('APS 34 / 48');
    // NMU's Applicant Score: the same six percentages, out of 600, never called an APS.
    expect(screen.getByTestId('pack-score-nmu')).toHaveTextContent('Applicant Score 415 / 600');
    // UCT's Faculty Points Score: 75 + 65 + 60 + 70 + 65 + 80.
    expect(screen.getByTestId('pack-score-uct')).toHaveTextContent('Faculty Points Score 415 / 600');
    expect(screen.getByTestId('pass-type')).toHaveTextContent("Bachelor's pass");
  });

  it('says what a weaker set of marks still needs', async () => {
    renderPage();
    await enter(1, 'English Home Language', '45');
    await enter(2, 'Mathematics', '35');
    expect(screen.getByTestId('aps-score')).toHaveTextContent('5 / 42');
    const pass = screen.getByRole('region', { name: texts.passHeading });
    expect(within(pass).getByText('No NSC pass yet')).toBeInTheDocument();
    expect(within(pass).getByText('Needs 30% or more in 6 subjects (you have 2)')).toBeInTheDocument();
  });

  it("rejects a mark outside 0-100 with the seed's message and leaves it out", async () => {
    renderPage();
    await enter(1, 'Mathematics', '101');
    const mark = screen.getByLabelText(texts.markLabel(1));
    expect(mark).toHaveAccessibleDescription('Mark must be between 0 and 100');
    expect(mark).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('aps-score')).toHaveTextContent('0 / 42');
    fireEvent.change(mark, { target: { value: '80' } });
    expect(mark).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('aps-score')).toHaveTextContent('7 / 42');
  });

  it('takes a typed subject and adds and removes rows', () => {
    renderPage(() => apiError(500, 'INTERNAL', 'boom'));
    fireEvent.change(screen.getByLabelText(texts.subjectLabel(1)), { target: { value: '__other' } });
    fireEvent.change(screen.getByLabelText(texts.otherSubjectLabel(1)), { target: { value: 'Dance Studies' } });
    fireEvent.change(screen.getByLabelText(texts.markLabel(1)), { target: { value: '85' } });
    expect(screen.getByTestId('aps-score')).toHaveTextContent('7 / 42');

    expect(screen.getAllByRole('button', { name: /Remove subject/ })).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: texts.addSubject }));
    expect(screen.getAllByRole('button', { name: /Remove subject/ })).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: texts.removeSubject(1) }));
    expect(screen.getAllByRole('button', { name: /Remove subject/ })).toHaveLength(7);
    // Focus moves to the row that took its place.
    expect(screen.getByLabelText(texts.subjectLabel(1))).toHaveFocus();
    expect(screen.getByTestId('aps-score')).toHaveTextContent('0 / 42');
  });

  it('checks a chosen programme in the browser', async () => {
    renderPage();
    await enterGoodMarks();
    const check = screen.getByRole('region', { name: texts.programmeHeading });
    expect(within(check).getByLabelText(texts.programmeLabel)).toBeDisabled();
    const institution = within(check).getByLabelText(texts.institutionLabel);
    await within(institution).findByRole('option', { name: wits.name });
    fireEvent.change(institution, { target: { value: wits.id } });
    const programme = within(check).getByLabelText(texts.programmeLabel);
    await within(programme).findByRole('option', { name: witsBcom.name });
    fireEvent.change(programme, { target: { value: witsBcom.id } });
    const outcome = await within(check).findByTestId('programme-outcome');
    // Wits points 8 + 7 + 7 + 6 + 5 + 5 + Life Orientation 4 = 42 of 56, English and Mathematics at level 5.
    expect(outcome).toHaveTextContent(/Minimum APS 39/);
    expect(outcome).toHaveTextContent(texts.yourScore(42, 56, 'APS'));
    expect(within(outcome).getByText('Meets')).toBeInTheDocument();

    // Mathematics at 55% (level 4) is one level short of level 5: nearly.
    fireEvent.change(screen.getByLabelText(texts.markLabel(2)), { target: { value: '55' } });
    expect(await within(outcome).findByText('Nearly meets')).toBeInTheDocument();
    expect(within(outcome).getByText('Mathematics mark too low: needs 60%, you have 55%')).toBeInTheDocument();
  });

  it("checks an NMU programme in NMU's Applicant Score out of 600, with the minimum for the learner's mathematics", async () => {
    renderPage();
    await enterGoodMarks();
    const check = screen.getByRole('region', { name: texts.programmeHeading });
    const institution = within(check).getByLabelText(texts.institutionLabel);
    await within(institution).findByRole('option', { name: nmu.name });
    fireEvent.change(institution, { target: { value: nmu.id } });
    const programme = within(check).getByLabelText(texts.programmeLabel);
    await within(programme).findByRole('option', { name: nmuBedFoundationPhase.name });
    fireEvent.change(programme, { target: { value: nmuBedFoundationPhase.id } });
    const outcome = await within(check).findByTestId('programme-outcome');
    expect(outcome).toHaveTextContent(/Minimum Applicant Score 350 \(NMU Applicant Score/);
    expect(outcome).toHaveTextContent('Your Applicant Score under this rule: 415 out of 600');
    expect(outcome).not.toHaveTextContent(/\bAPS\b/);
    expect(within(outcome).getByText('Meets')).toBeInTheDocument();

    // With Mathematical Literacy instead, NMU asks 365: 65 + 75 + 60 + 70 + 65 + 80 = 415 still meets it.
    fireEvent.change(screen.getByLabelText(texts.subjectLabel(2)), { target: { value: 'Mathematical Literacy' } });
    expect(await within(outcome).findByText(/Minimum Applicant Score 365/)).toBeInTheDocument();
  });
});
