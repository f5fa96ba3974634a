import type { Institution, InstitutionType } from '../schemas/catalogue.ts';
import file from './institutions.json' with { type: 'json' };

/**
 * The reference catalogue's institutions (public DHET lists, decision 0004): the API seeds its
 * database from this file, and the web build prerenders the catalogue's first rows from it.
 */
export const referenceInstitutionsFile = file;

/** What an institution's card in the list shows; the slug is its public address. */
export type InstitutionCardData = Pick<Institution, 'slug' | 'name' | 'shortName' | 'type' | 'province' | 'city'>;

let cards: InstitutionCardData[] | undefined;

/**
 * The seeded institutions as the list shows them, in the API's order (lower-cased name, byte
 * order): what a page shows before the live list arrives. Built on first use, not at start-up.
 */
export function referenceInstitutionCards(): readonly InstitutionCardData[] {
  cards ??= file.institutions
    .map(({ slug, name, shortName, type, province, city }) => ({ slug, name, shortName, type: type as InstitutionType, province, city }))
    .sort((a, b) => compareCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()));
  return cards;
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
