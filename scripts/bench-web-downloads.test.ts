import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptBytes } from './bench-web-downloads.ts';

const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

describe('inlineScriptBytes: the HTML scripts without src, gzipped one by one', () => {
  it('counts inline scripts and skips referenced ones and styles', () => {
    const starter = '(function(){var s=document.currentScript;})()';
    const theme = 'document.documentElement.dataset.theme="dark"';
    const html = `<head><script>${theme}</script><script type="module" src="/assets/index.js"></script><style>body{}</style></head><body><script data-entry="/assets/index.js">${starter}</script></body>`;
    expect(inlineScriptBytes(html)).toBe(gzipped(theme) + gzipped(starter));
  });

  it('is 0 for a page whose scripts are all referenced', () => {
    expect(inlineScriptBytes('<script type="module" crossorigin src="/assets/index.js"></script>')).toBe(0);
  });
});
