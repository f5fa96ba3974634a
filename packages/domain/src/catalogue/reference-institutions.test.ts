import { describe, expect, it } from 'vitest';
import { institutionKeySchema, institutionSchema } from '../schemas/catalogue.ts';
import { referenceInstitutionCards } from './reference-institutions.ts';

const cardSchema = institutionSchema.pick({ slug: true, name: true, shortName: true, type: true, province: true, city: true }).strict();

describe('referenceInstitutionCards', () => {
  it('gives every seeded institution as a card the list can show, addressed by a valid slug', () => {
    const cards = referenceInstitutionCards();
    expect(cards.filter((card) => card.type === 'university')).toHaveLength(26);
    expect(cards.filter((card) => card.type === 'tvet')).toHaveLength(50);
    for (const card of cards) {
      expect(cardSchema.parse(card)).toEqual(card);
      expect(institutionKeySchema.safeParse(card.slug).success).toBe(true);
    }
    expect(new Set(cards.map((card) => card.slug)).size).toBe(cards.length);
  });

  it('orders by lower-cased name, as the API does', () => {
    const names = referenceInstitutionCards().map((card) => card.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('builds the list once', () => {
    expect(referenceInstitutionCards()).toBe(referenceInstitutionCards());
  });
});

describe('institutionKeySchema', () => {
  it('takes an id or a slug and refuses anything else', () => {
    expect(institutionKeySchema.safeParse('0b9c8a52-5f7e-4a39-9d0a-6f3f2b1c4d5e').success).toBe(true);
    expect(institutionKeySchema.safeParse('uct').success).toBe(true);
    expect(institutionKeySchema.safeParse('tshwane-south-tvet').success).toBe(true);
    for (const bad of ['', 'UCT', 'a b', '../admin', '-uct', 'x'.repeat(81)]) expect(institutionKeySchema.safeParse(bad).success).toBe(false);
  });
});
