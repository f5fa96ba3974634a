// PostgreSQL refuses the NUL character in text, and no person types one: a value holding it is
// refused with this message (naming the field) before any rule or query sees it.

export const NUL_CHARACTER_MESSAGE = 'This field contains a character that is not allowed.';

/** The path ('a.b.0') of the first string holding a NUL character, or undefined. */
export function firstNulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstNulPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...path, key].join('.') : firstNulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
