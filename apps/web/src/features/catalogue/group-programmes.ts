import type { Institution, Programme } from '@kusasa/domain/schemas/catalogue';

export type ProgrammeGroupData = { institution: Institution; programmes: Programme[] };

const matches = (text: string | null, needle: string) => (text ?? '').toLowerCase().includes(needle);

/**
 * Programmes grouped under their institution, both kept in the server's name order; a search
 * matches the programme's name, code or faculty, or the institution's name.
 */
export function groupProgrammes(
  institutions: readonly Institution[],
  programmes: readonly Programme[],
  filter: { search: string; institutionId: string },
): ProgrammeGroupData[] {
  const needle = filter.search.trim().toLowerCase();
  return institutions
    .filter((institution) => !filter.institutionId || institution.id === filter.institutionId)
    .map((institution) => {
      const institutionMatches = matches(institution.name, needle) || matches(institution.shortName, needle);
      const own = programmes.filter(
        (programme) =>
          programme.institutionId === institution.id &&
          (!needle || institutionMatches || matches(programme.name, needle) || matches(programme.code, needle) || matches(programme.faculty, needle)),
      );
      return { institution, programmes: own };
    })
    .filter((group) => group.programmes.length > 0);
}
