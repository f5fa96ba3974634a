import { describe, expect, it } from 'vitest';
import { splitLinks } from './linked-text';

describe('links in an answer', () => {
  it('links Kusasa paths and https addresses, leaving a sentence full stop outside', () => {
    expect(splitLinks('Browse /faqs, or ask at /support.')).toEqual([
      { text: 'Browse ' },
      { text: '/faqs', href: '/faqs' },
      { text: ', or ask at ' },
      { text: '/support', href: '/support' },
      { text: '.' },
    ]);
    expect(splitLinks('Source: NSFAS (https://www.nsfas.org.za/content/)')).toEqual([
      { text: 'Source: NSFAS (' },
      { text: 'https://www.nsfas.org.za/content/', href: 'https://www.nsfas.org.za/content/' },
      { text: ')' },
    ]);
  });

  it('leaves fractions and dates alone', () => {
    expect(splitLinks('Scores out of 42/7 and 2026/03/01')).toEqual([{ text: 'Scores out of 42/7 and 2026/03/01' }]);
  });
});
