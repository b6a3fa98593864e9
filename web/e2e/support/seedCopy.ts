// A copy of the seed dataset (studio/seed/) in a folder of its own, for a build or a local stack
// that must not change, or be changed by, the real one.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readNdjson } from '../../local-stack/groqEndpoint.ts';
import { seedDir as realSeedDir } from '../../server/paths.ts';

type SeedDocument = { _id: string; [field: string]: unknown };

/**
 * Copies the seed to a new folder named after `purpose` and returns it: its NDJSON with each
 * document passed through `change` (as it is without one), its images and files as they are.
 */
export function copySeed(
  purpose: string,
  change: (document: SeedDocument) => object = (document) => document,
): string {
  const seedDir = join(mkdtempSync(join(tmpdir(), `${purpose}-`)), 'seed');
  mkdirSync(seedDir);
  const documents = readNdjson<SeedDocument>(join(realSeedDir, 'production.ndjson')).map(
    (document) => JSON.stringify(change(document)),
  );
  writeFileSync(join(seedDir, 'production.ndjson'), `${documents.join('\n')}\n`);
  for (const assets of ['images', 'files'])
    cpSync(join(realSeedDir, assets), join(seedDir, assets), { recursive: true });
  return seedDir;
}
