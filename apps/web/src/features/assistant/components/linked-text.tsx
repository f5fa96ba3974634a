import { Fragment } from 'react';
import { Link } from 'react-router';

// Thandi's answers name their pages in plain text ('Source: Plans (/pricing)', 'read /faqs').
// Those paths and https addresses become links, so every answer leads to the page it came from.

const LINK_PATTERN = /(https:\/\/[^\s)]+|(?<=^|[\s(])\/[a-z0-9][a-z0-9\-/]*(?:#[a-z0-9-]+)?)/gi;
const linkClass = 'font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300';

export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    // A sentence's full stop or comma after a path is not part of it.
    const href = match[0].replace(/[.,;:]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.href === undefined ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : part.href.startsWith('/') ? (
          <Link key={index} to={part.href} className={linkClass}>
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href} className={linkClass} target="_blank" rel="noreferrer noopener">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
