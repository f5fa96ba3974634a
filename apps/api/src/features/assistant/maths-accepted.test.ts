import { describe, expect, it } from 'vitest';
import { testProgramme } from './assistant-facts.test-support.ts';
import { mathsAcceptedLine, mathsAlternativesAsked } from './maths-accepted.ts';

// "Can I use maths lit for it?" answered from the programme's own subject requirement (decision 0432).

const mathsOnly = testProgramme('BSc Actuarial Science', { subjectMinimums: [{ subject: 'Mathematics', minLevel: 6 }] });
const either = testProgramme('Diploma in Logistics', {
  subjectMinimums: [
    {
      anyOf: [
        { subject: 'Mathematics', minLevel: 3 },
        { subject: 'Mathematical Literacy', minLevel: 5 },
      ],
    },
  ],
});

describe('Mathematical Literacy and Technical Mathematics for a programme', () => {
  it('reads the alternatives a learner names', () => {
    expect(mathsAlternativesAsked('can i do it with maths lit or tech maths')).toEqual(['Mathematical Literacy', 'Technical Mathematics']);
    expect(mathsAlternativesAsked('what aps for bcom')).toEqual([]);
  });

  it('says no when the requirement names Mathematics only, and yes when it lists the alternative', () => {
    expect(mathsAcceptedLine(mathsOnly, ['Mathematical Literacy'])).toContain('No, Mathematical Literacy is not accepted for BSc Actuarial Science');
    expect(mathsAcceptedLine(either, ['Mathematical Literacy'])).toContain('Mathematical Literacy is accepted for Diploma in Logistics');
    expect(mathsAcceptedLine(either, ['Technical Mathematics'])).toContain('not accepted');
  });

  it('says nothing for a programme without a Mathematics requirement', () => {
    expect(mathsAcceptedLine(testProgramme('BA'), ['Mathematical Literacy'])).toBeNull();
  });
});
