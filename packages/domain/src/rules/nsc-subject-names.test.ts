import { describe, it, expect } from 'vitest';
import {
  bestMarkPerSubject,
  isEnglish,
  isFirstAdditionalLanguage,
  isHomeLanguage,
  isLanguageOfTeaching,
  isLifeOrientation,
  isMathematics,
  isTwentyCreditSubject,
  sameSubject,
} from './nsc-subject-names.ts';

describe('subject classification', () => {
  it.each([
    // subject, LO, 20-credit, HL, FAL, English, Mathematics, language of teaching
    ['Life Orientation', true, false, false, false, false, false, false],
    [' life  orientation ', true, false, false, false, false, false, false],
    ['English Home Language', false, true, true, false, true, false, true],
    ['English First Additional Language', false, true, false, true, true, false, true],
    ['Afrikaans Home Language', false, true, true, false, false, false, true],
    ['Afrikaans First Additional Language', false, true, false, true, false, false, true],
    ['isiZulu Home Language', false, true, true, false, false, false, false],
    ['Sesotho First Additional Language', false, true, false, true, false, false, false],
    ['Xitsonga Second Additional Language', false, true, false, false, false, false, false],
    ['Mathematics', false, true, false, false, false, true, false],
    ['Mathematical Literacy', false, true, false, false, false, false, false],
    ['Technical Mathematics', false, true, false, false, false, false, false],
    ['Other', false, true, false, false, false, false, false],
  ])('%j', (subject, lifeOrientation, twentyCredit, homeLanguage, firstAdditional, english, mathematics, languageOfTeaching) => {
    expect([
      isLifeOrientation(subject),
      isTwentyCreditSubject(subject),
      isHomeLanguage(subject),
      isFirstAdditionalLanguage(subject),
      isEnglish(subject),
      isMathematics(subject),
      isLanguageOfTeaching(subject),
    ]).toEqual([lifeOrientation, twentyCredit, homeLanguage, firstAdditional, english, mathematics, languageOfTeaching]);
  });

  it.each([
    ['Mathematics', 'mathematics', true],
    ['Physical Sciences', ' Physical  Sciences', true],
    ['Mathematics', 'Mathematical Literacy', false],
  ])('%j and %j are the same subject: %s', (a, b, same) => {
    expect(sameSubject(a, b)).toBe(same);
  });
});

describe('bestMarkPerSubject', () => {
  it.each([
    {
      name: 'no duplicates: unchanged',
      input: [
        ['Mathematics', 50],
        ['History', 60],
      ],
      output: [
        ['Mathematics', 50],
        ['History', 60],
      ],
    },
    {
      name: 'keeps the higher mark (as that entry spells it) in the first position',
      input: [
        ['Mathematics', 50],
        ['History', 60],
        ['mathematics ', 70],
      ],
      output: [
        ['mathematics', 70],
        ['History', 60],
      ],
    },
    {
      name: 'keeps the first when the later is lower',
      input: [
        ['Mathematics', 50],
        ['Mathematics', 40],
      ],
      output: [['Mathematics', 50]],
    },
    { name: 'trims names', input: [[' History ', 60]], output: [['History', 60]] },
    { name: 'empty', input: [], output: [] },
  ] as { name: string; input: [string, number][]; output: [string, number][] }[])('$name', ({ input, output }) => {
    const toMarks = (rows: [string, number][]) => rows.map(([subject, mark]) => ({ subject, mark }));
    expect(bestMarkPerSubject(toMarks(input))).toEqual(toMarks(output));
  });
});
