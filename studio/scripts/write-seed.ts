// Writes studio/seed/production.ndjson from the readable sources in studio/seed-src/.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedDocuments, toNdjson } from '../seed-src/dataset';

const file = fileURLToPath(new URL('../seed/production.ndjson', import.meta.url));
writeFileSync(file, toNdjson(seedDocuments));
console.log(`wrote ${seedDocuments.length} documents to ${file}`);
