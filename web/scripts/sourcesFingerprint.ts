import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file's path, size and change time under `paths`, as one hash, entries named in `skip`
 * left out: a file changed, added or removed changes it. A build made from the same hash is
 * current. Not a folder's change time, which an entry that is no source (a test's output, a
 * generated file) changes too.
 */
export function sourcesFingerprint(paths: string[], skip: ReadonlySet<string> = new Set()) {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
      return;
    }
    for (const name of readdirSync(path).sort()) if (!skip.has(name)) visit(join(path, name));
  };
  for (const path of paths) if (existsSync(path)) visit(path);
  return hash.digest('hex');
}
