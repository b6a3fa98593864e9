// Writes studio/seed/production.ndjson from the readable sources in studio/seed-src/.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedDocuments, toNdjson } from '../seed-src/dataset';
import { writeSeedImageIds } from './write-seed-image-ids';

const file = fileURLToPath(new URL('../seed/production.ndjson', import.meta.url));
writeFileSync(file, toNdjson(seedDocuments));
console.log(`wrote ${seedDocuments.length} documents to ${file}`);
// The Studio's launch check knows the seed's images by these ids (studio/launchCheck/).
await writeSeedImageIds();
