import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DecisionForm } from './decision-form';

describe('the decision form', () => {
  it('asks for a resubmission with what to fix and the documents to upload again', () => {
    const onDecide = vi.fn();
    render(<DecisionForm idPrefix="d" busy={false} onDecide={onDecide} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'New status' }), { target: { value: 'resubmission-required' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the decision' }));
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'What the learner must fix' }), { target: { value: 'Your ID copy is unreadable.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'ID Document' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the decision' }));
    expect(onDecide).toHaveBeenCalledWith({ to: 'resubmission-required', fix: 'Your ID copy is unreadable.', documents: ['idDocument'] });
  });

  it('sends no documents with another decision', () => {
    const onDecide = vi.fn();
    render(<DecisionForm idPrefix="d" busy={false} onDecide={onDecide} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'New status' }), { target: { value: 'approved' } });
    expect(screen.queryByRole('checkbox', { name: 'ID Document' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save the decision' }));
    expect(onDecide).toHaveBeenCalledWith({ to: 'approved' });
  });
});
