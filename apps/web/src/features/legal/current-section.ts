/** Seed 002: "Section detection at 100 px of scroll". */
export const SECTION_OFFSET_PX = 100;

export interface HeadingPosition {
  id: string;
  /** Distance of the heading's top from the top of the window, in CSS pixels (negative once scrolled past). */
  top: number;
}

/**
 * The section being read: the last one whose heading is within `offset` px of the top of the
 * window (the first section before any is), or the last section once the page is scrolled to its
 * end, where a short last section can never reach the top.
 */
export function currentSectionId(headings: readonly HeadingPosition[], { offset = SECTION_OFFSET_PX, atEnd = false } = {}): string | undefined {
  if (atEnd) return headings.at(-1)?.id;
  let current = headings[0]?.id;
  for (const heading of headings) {
    if (heading.top > offset) break;
    current = heading.id;
  }
  return current;
}
