// Whether two words are the same word as learners type it: a slip of one letter in a longer word
// ("nursin", "acounting"), a word cut short ("pharm" for pharmacy, "eng" aside), or a degree's
// "B" written onto its field ("bpharm", "bnursing"). Short words must match exactly: with three
// letters one edit makes another word.

const PREFIX_MIN = 4;
const SLIP_MIN = 5;

/** Levenshtein distance, stopping early once it exceeds `limit` (only "at most one edit" is asked). */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

export function sameWord(asked: string, known: string): boolean {
  if (asked === known) return true;
  if (asked.length >= PREFIX_MIN && known.startsWith(asked)) return true;
  if (asked.length >= SLIP_MIN && known.length >= SLIP_MIN && editDistance(asked, known, 1) <= 1) return true;
  // "bpharm", "bnursing": the degree's B written onto its field.
  return asked.startsWith('b') && asked.length > PREFIX_MIN && sameWord(asked.slice(1), known);
}
