import { describe, expect, it } from 'vitest';
import { currentSectionId, SECTION_OFFSET_PX } from './current-section';

const at = (...tops: number[]) => tops.map((top, index) => ({ id: `s${index + 1}`, top }));

describe('currentSectionId', () => {
  it('detects a section once its heading is within 100 px of the top', () => {
    expect(SECTION_OFFSET_PX).toBe(100);
    expect(currentSectionId(at(300, 900, 1500))).toBe('s1');
    expect(currentSectionId(at(-500, 101, 700))).toBe('s1');
    expect(currentSectionId(at(-500, 100, 700))).toBe('s2');
    expect(currentSectionId(at(-1200, -400, 40))).toBe('s3');
  });

  it('keeps the first section current before any heading reaches the line', () => {
    expect(currentSectionId(at(400, 800))).toBe('s1');
  });

  it('makes the last section current at the end of the page, however short it is', () => {
    expect(currentSectionId(at(-900, -300, 500), { atEnd: true })).toBe('s3');
  });

  it('takes another offset, and has nothing to say without headings', () => {
    expect(currentSectionId(at(-10, 150, 400), { offset: 200 })).toBe('s2');
    expect(currentSectionId([])).toBeUndefined();
  });
});
