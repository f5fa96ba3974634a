import { describe, expect, it } from 'vitest';
import type { Faq } from '@kusasa/domain/schemas/assistant/faqs';
import { filterFaqs } from './faq-search';

const faq = (id: string, category: Faq['category'], question: string, answer: string): Faq => ({
  id,
  category,
  question,
  answer,
  title: id,
  sourceUrl: '/faqs',
});
const faqs = [
  faq('nsfas', 'Applications', 'Which documents does NSFAS need?', 'Your ID and proof of income.'),
  faq('refund', 'Billing', 'Can I get a refund?', 'Within 7 days.'),
];

describe('FAQ search', () => {
  it('keeps a category, or all with All', () => {
    expect(filterFaqs(faqs, 'Billing', '').map((f) => f.id)).toEqual(['refund']);
    expect(filterFaqs(faqs, 'All', '').map((f) => f.id)).toEqual(['nsfas', 'refund']);
  });

  it('needs every word, in any case, in the question or the answer', () => {
    expect(filterFaqs(faqs, 'All', 'nsfas income').map((f) => f.id)).toEqual(['nsfas']);
    expect(filterFaqs(faqs, 'All', 'nsfas refund')).toEqual([]);
  });
});
