import type { Faq } from '@kusasa/domain/schemas/assistant/faqs';

/** Letters without accents or case, so 'nsfas' finds 'NSFAS' and 'matric' finds 'Matric'. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The FAQs of a category ('All' for every one) whose question, title or answer holds every word searched. */
export function filterFaqs(faqs: readonly Faq[], category: string, search: string): Faq[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return faqs.filter((faq) => {
    if (category !== 'All' && faq.category !== category) return false;
    const text = fold(`${faq.question} ${faq.title} ${faq.answer}`);
    return words.every((word) => text.includes(word));
  });
}
