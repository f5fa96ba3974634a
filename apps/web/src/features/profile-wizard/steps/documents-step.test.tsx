import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { json, mockApi, sentTo } from '../../../test/api-mock';
import { fullProfile } from '../../../test/profile-fixture';
import { emptyValues, type WizardValues } from '../wizard-values';
import { DocumentsStep, useFillMarks } from './documents-step';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// The real card (the documents feature's) uploads and verifies; here it only hands over the marks it "read".
const DocumentUploadCard = ({ label, onUseMarks }: { label: string; onUseMarks?: (subjects: { name: string; mark: number }[]) => void }) =>
  onUseMarks ? (
    <button
      type="button"
      onClick={() =>
        onUseMarks(
          ['English Home Language', 'mathematics', 'Physical Sciences', 'Life Sciences', 'Geography', 'Tourism'].map((name, i) => ({ name, mark: 70 + i })),
        )
      }
    >{`Use ${label} marks`}</button>
  ) : (
    <p>{label}</p>
  );

function Harness({ initial }: { initial: WizardValues }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <DocumentsStep DocumentUploadCard={DocumentUploadCard} onUseMarks={useFillMarks(values, setValues)} />
      <output data-testid="education">{JSON.stringify(values.educationInfo)}</output>
    </>
  );
}
const education = () => JSON.parse(screen.getByTestId('education').textContent ?? '{}') as WizardValues['educationInfo'];

function renderStep(initial: WizardValues) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );
}

describe('using the marks read from a results document', () => {
  it("fills that grade's rows and saves the education step when it is complete", async () => {
    const fetchMock = mockApi({ 'PUT /api/profile/education': () => json(fullProfile()) });
    const base = emptyValues();
    const filled = {
      ...base,
      educationInfo: {
        ...base.educationInfo,
        schoolName: 'Orlando High',
        province: 'Gauteng',
        grade11Subjects: emptyValues()
          .educationInfo.grade11Subjects.map((row, i) => ({ ...row, subject: 'History', mark: String(50 + i) }))
          .slice(0, 6),
      },
    };
    renderStep(filled);
    expect(screen.getByText('ID Document')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use Grade 12 Results marks' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('6 Grade 12 marks filled in from your results', expect.anything()));
    const [sent] = sentTo(fetchMock, 'PUT /api/profile/education') as { grade12Subjects: unknown[] }[];
    expect(sent?.grade12Subjects).toEqual([
      { subject: 'English Home Language', mark: 70 },
      { subject: 'Mathematics', mark: 71 },
      { subject: 'Physical Sciences', mark: 72 },
      { subject: 'Life Sciences', mark: 73 },
      { subject: 'Geography', mark: 74 },
      { subject: 'Tourism', mark: 75 },
    ]);
    expect(education().grade12Subjects.find((row) => row.subject === 'Tourism')).toMatchObject({ other: true, mark: '75' });
  });

  it('fills the rows but does not save while the rest of the step is incomplete', async () => {
    const fetchMock = mockApi({});
    renderStep(emptyValues());
    fireEvent.click(screen.getByRole('button', { name: 'Use Grade 11 Results marks' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('6 Grade 11 marks filled in from your results', expect.anything()));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(education().grade11Subjects).toHaveLength(7);
  });
});
