import { useEffect, useState } from 'react';
import { currentSectionId, SECTION_OFFSET_PX, type HeadingPosition } from './current-section';

/** A page scrolled this close to its end counts as at the end (sub-pixel scrolling never quite gets there). */
const END_TOLERANCE_PX = 2;

function readPositions(ids: readonly string[]): HeadingPosition[] {
  return ids.flatMap((id) => {
    const element = document.getElementById(id);
    return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
  });
}

function scrolledToEnd(): boolean {
  const { scrollHeight } = document.documentElement;
  return scrollHeight > window.innerHeight && window.scrollY + window.innerHeight >= scrollHeight - END_TOLERANCE_PX;
}

/**
 * Follows scrolling: the id of the section being read (see currentSectionId). Positions are read
 * at most once per frame, on scroll and on resize.
 */
export function useCurrentSection(ids: readonly string[], offset = SECTION_OFFSET_PX): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setCurrent(currentSectionId(readPositions(ids), { offset, atEnd: scrolledToEnd() }) ?? ids[0]);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids, offset]);
  return current;
}
