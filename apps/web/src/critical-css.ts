// Server only (the build's prerender step and the API's render at request time, decision 0425):
// of the whole stylesheet written into a page, keeps the rules its HTML uses (decision 0394).

import Beasties from 'beasties';

const INLINE_STYLE = /<style>[\s\S]*?<\/style>/;
const reducers = new Map<string, Beasties>();

function reducerFor(distDir: string): Beasties {
  let reducer = reducers.get(distDir);
  if (!reducer) {
    reducer = new Beasties({
      path: distDir,
      reduceInlineStyles: true,
      pruneSource: false,
      // All three (spin, pulse, appear): utilities name them through variables beasties cannot follow.
      keyframes: 'all',
      logLevel: 'warn',
      // The one rule whose own selector needs the dark theme's class, which no page has at build
      // time (the theme initialiser sets it before the first paint; utilities nest their dark rules),
      // and the rules whose selectors beasties cannot match: the buttons' icon sizes
      // ('[&_svg]:size-5', an escaped '&') and the spacing and dividers between children
      // (':where(.space-y-2>:not(:last-child))'), without which the page shifts when the app starts.
      allowRules: ['html.dark', /_svg\\\]/, /^:where\(\.(dark\\:)?(space|divide)-/],
    });
    reducers.set(distDir, reducer);
  }
  return reducer;
}

/**
 * The page with its one style element cut to the rules its HTML uses, so a slow phone parses and
 * matches a third of the CSS before its first paint. Only the style element changes: the HTML
 * React attaches to stays byte for byte what React rendered.
 */
export async function keepOnlyCriticalCss(html: string, distDir: string): Promise<string> {
  const critical = INLINE_STYLE.exec(await reducerFor(distDir).process(html))?.[0];
  if (!critical || !INLINE_STYLE.test(html)) throw new Error('critical css: no stylesheet to reduce');
  return html.replace(INLINE_STYLE, () => critical);
}
