import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// What the app's entry (main.tsx) loads with the landing page: every module it reaches through
// static imports (not `import type`, not import()). The build puts each of them into the entry
// chunk with every export that any page uses, so a domain module reached here must hold only what
// the shell and the landing need (docs/performance.md; the budget is decision 0407's).
const webSrc = resolve(import.meta.dirname, '..');
const domainSrc = resolve(webSrc, '../../../packages/domain/src');

const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@kusasa/domain/')
    ? resolve(domainSrc, specifier.slice('@kusasa/domain/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined; // a package, such as react
  return [base, `${base}.ts`, `${base}.tsx`].find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

function entryModules(): Set<string> {
  const reached = new Set<string>();
  const pending = [resolve(webSrc, 'main.tsx')];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const module = specifier && resolveModule(specifier, file);
      if (module) pending.push(module);
    }
  }
  return reached;
}

describe("the entry's static imports", () => {
  it('reach only the route inventory and the shell texts of the domain', () => {
    const domainModules = [...entryModules()].filter((file) => file.startsWith(domainSrc)).map((file) => relative(domainSrc, file));
    expect(domainModules.sort()).toEqual(['rules/route-inventory.ts', 'shell-texts.ts']);
  });

  it('leave the signed-in shell, the session and the landing sections to their lazy chunks', () => {
    const webModules = [...entryModules()].map((file) => relative(webSrc, file));
    expect(webModules).toContain('app/shell/site-header.tsx');
    expect(webModules.filter((file) => /^(app\/app-shell|app\/session-scope|features)\//.test(file))).toEqual([]);
  });
});
