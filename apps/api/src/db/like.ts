/** A LIKE pattern matching `text` anywhere: % and _ in a search for "50%" mean those characters. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
