import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The project declares the oldest Node it runs on; every package the lockfile installs must run
// there too, or `npm ci` on that Node warns (EBADENGINE) and the package may fail at run time.

interface LockPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockPackage> };

describe('installed packages agree with the declared Node version', () => {
  const oldestNode = semver.minVersion(manifest.engines.node);

  it('declares a minimum Node version', () => {
    expect(oldestNode?.version).toBe('20.19.0');
  });

  it('installs no package whose engines exclude that version', () => {
    const refused = Object.entries(lock.packages)
      .filter(([path, pkg]) => path !== '' && !pkg.optional)
      .flatMap(([path, pkg]) => {
        const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return range && oldestNode && !semver.satisfies(oldestNode, range) ? [`${path}@${pkg.version ?? '?'} needs node ${range}`] : [];
      });
    expect(refused).toEqual([]);
  });
});
