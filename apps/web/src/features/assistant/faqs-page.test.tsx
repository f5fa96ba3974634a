import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Faq } from '@kusasa/domain/schemas/assistant/faqs';
import { KNOWLEDGE_CATEGORIES } from '@kusasa/domain/rules/assistant';
import { type Handler, apiError, json, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import FaqsPage from './faqs-page';

const faqs: Faq[] = [
  {
    id: 'forgot-password',
    question: 'I forgot my password. What now?',
    answer: 'Use Forgot Password at /forgot-password.',
    category: 'Account',
    title: 'Resetting a forgotten password',
    sourceUrl: '/forgot-password',
  },
  {
    id: 'refund-policy',
    question: 'Can I get my money back?',
    answer: 'Read the Refund Policy.',
    category: 'Billing',
    title: 'Refund Policy',
    sourceUrl: '/refund-policy',
  },
  {
    id: 'nsfas-dates',
    question: 'When does NSFAS open?',
    answer: 'Check the NSFAS site.',
    category: 'Applications',
    title: 'NSFAS dates',
    sourceUrl: 'https://www.nsfas.org.za',
  },
];

function renderFaqs(handler: Handler = () => json({ categories: [...KNOWLEDGE_CATEGORIES], faqs })) {
  mockApi({ 'GET /api/faqs': handler });
  renderRoutes(<Route path="/faqs" element={<FaqsPage title="Frequently Asked Questions" />} />, '/faqs');
}

describe('FAQs', () => {
  it("shows the seed's chips, every question with its source, and the 'Still need help?' card", async () => {
    renderFaqs();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the questions...');
    expect(await screen.findByText('I forgot my password. What now?')).toBeInTheDocument();
    // Links and a GET form: the filters work as plain HTML before the app attaches (decision 0425).
    const chips = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Account', 'Support', 'Applications', 'AI Assistant', 'Billing', 'Privacy']);
    expect(chips[0]).toHaveAttribute('aria-current', 'page');
    expect(chips[5]).toHaveAttribute('href', '/faqs?category=Billing');
    expect(screen.getByRole('search')).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('link', { name: 'Resetting a forgotten password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'NSFAS dates' })).toHaveAttribute('href', 'https://www.nsfas.org.za');
    expect(screen.getByRole('heading', { name: 'Still need help?' })).toBeInTheDocument();
    expect(screen.getByText('Our support team replies within 24 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/support');
  });

  it('filters by chip and by search, and says when nothing matches', async () => {
    renderFaqs();
    await screen.findByText('I forgot my password. What now?');
    fireEvent.click(screen.getByRole('link', { name: 'Billing' }));
    expect(await screen.findByText('Can I get my money back?')).toBeInTheDocument();
    expect(screen.queryByText('I forgot my password. What now?')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(await screen.findByText('I forgot my password. What now?')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), { target: { value: 'nsfas' } });
    expect(screen.getByText('When does NSFAS open?')).toBeInTheDocument();
    expect(screen.queryByText('Can I get my money back?')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the questions' }), { target: { value: 'soccer' } });
    expect(screen.getByText('No questions match your search.')).toBeInTheDocument();
  });

  it('reads its category and search from the address, ignoring an unknown category', async () => {
    mockApi({ 'GET /api/faqs': () => json({ categories: [...KNOWLEDGE_CATEGORIES], faqs }) });
    renderRoutes(<Route path="/faqs" element={<FaqsPage title="FAQs" />} />, '/faqs?category=Nope&q=money');
    expect(await screen.findByText('Can I get my money back?')).toBeInTheDocument();
    expect(screen.queryByText('When does NSFAS open?')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('money');
  });

  it('offers Try again when the questions fail to load', async () => {
    renderFaqs(() => apiError(500, 'INTERNAL', 'Something went wrong on our side.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the questions');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
