// Writes studio/launchCheck/seedImageIds.ts: the asset ids of the seed's drawn images, for the
// Studio's launch check, which runs in the browser and cannot read studio/seed/images/. The ids
// come from web/local-stack/seedAssets.ts, as the local stack and the build compute them;
// studio/test/launchCheck.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { seedImageAssetIds } from '../../web/local-stack/seedAssets.ts';

const seedDir = fileURLToPath(new URL('../seed/', import.meta.url));
export const seedImageIdsFile = fileURLToPath(
  new URL('../launchCheck/seedImageIds.ts', import.meta.url),
);

/** The module's source: the ids of the seed's images, sorted, formatted as Prettier would. */
export async function seedImageIdsSource() {
  const ids = [...seedImageAssetIds(seedDir)].sort();
  const source = [
    '// Written by `npm run seed --workspace studio` (studio/scripts/write-seed-image-ids.ts): the',
    "// asset ids of the seed's images (studio/seed/images/), drawn placeholders all.",
    `export const seedImageIds: ReadonlySet<string> = new Set(${JSON.stringify(ids)});`,
    '',
  ].join('\n');
  return format(source, {
    ...(await resolveConfig(seedImageIdsFile)),
    filepath: seedImageIdsFile,
  });
}

export async function writeSeedImageIds() {
  writeFileSync(seedImageIdsFile, await seedImageIdsSource());
  console.log(`wrote the seed's image ids to ${seedImageIdsFile}`);
}
