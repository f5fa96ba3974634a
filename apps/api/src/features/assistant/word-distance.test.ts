import { describe, expect, it } from 'vitest';
import { editDistance, sameWord } from './word-distance.ts';
import { programmeWordsAsked } from './programme-mentions.ts';
import { matchProgrammes } from './programme-names.ts';

describe('words as learners type them', () => {
  it('counts edits, stopping past the limit', () => {
    expect(editDistance('nursing', 'nursin')).toBe(1);
    expect(editDistance('acounting', 'accounting')).toBe(1);
    expect(editDistance('law', 'medicine')).toBeGreaterThan(2);
  });

  it.each([
    ['nursin', 'nursing'],
    ['pharm', 'pharmacy'],
    ['bpharm', 'pharmacy'],
    ['bnursing', 'nursing'],
    ['enginering', 'engineering'],
  ])('takes "%s" for "%s"', (asked, known) => {
    expect(sameWord(asked, known)).toBe(true);
  });

  it('keeps short words exact: one edit of a three-letter word is another word', () => {
    expect(sameWord('law', 'lab')).toBe(false);
    expect(sameWord('art', 'arts')).toBe(false);
  });

  it('finds a programme by a slip or a shortened name', () => {
    const programmes = [{ name: 'Bachelor of Pharmacy' }, { name: 'Diploma in Nursing' }];
    expect(matchProgrammes('tut bpharm aps', programmes)).toEqual([{ name: 'Bachelor of Pharmacy' }]);
    expect(matchProgrammes('diploma in nursin', programmes)).toEqual([{ name: 'Diploma in Nursing' }]);
  });

  it('reads the field of study a question names, not its words of asking', () => {
    expect(programmeWordsAsked(' veterinary science bvsc aps ')).toEqual(['veterinary', 'bvsc']);
    expect(programmeWordsAsked(' aeronautical enginering aps ')).toEqual(['aeronautical', 'enginering']);
    expect(programmeWordsAsked(' how does it count life orientation ')).toEqual([]);
  });
});
