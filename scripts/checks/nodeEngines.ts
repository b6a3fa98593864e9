import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import subset from 'semver/ranges/subset.js';
import validRange from 'semver/ranges/valid.js';

type LockedPackage = {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
};

export type EngineMismatch = { name: string; version: string; accepts: string };

/**
 * The installed packages (from package-lock.json) whose `engines.node` does not accept every
 * Node version the project's own `engines.node` names: npm warns about each of them on install.
 */
export function engineMismatches(repoRoot: string): EngineMismatch[] {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  return Object.entries(lock.packages).flatMap(([path, locked]) => {
    const accepts = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
    if (path === '' || accepts === undefined) return [];
    const fits = validRange(accepts) !== null && subset(root.engines.node, accepts);
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    return fits ? [] : [{ name, version: locked.version ?? '?', accepts }];
  });
}
