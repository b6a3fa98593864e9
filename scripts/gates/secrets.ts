// Gate: no secret in the built site. Scans every file of web/dist/client (what a static host
// serves) and web/dist/server (the prerender bundle) for private keys, Supabase service-role and
// secret keys, and the values of the non-public variables (…KEY, …SECRET, …TOKEN, …PASSWORD
// without VITE_) of the environment and the .env files. Run after the site build.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { privateValues, scanFolders } from './secretScan.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const folders = ['web/dist/client', 'web/dist/server'].map((folder) => join(repoRoot, folder));

const missing = folders.filter((folder) => !existsSync(folder));
if (missing.length > 0) {
  console.error(`secrets: no build in ${missing.join(', ')}: run \`npm run build\` first.`);
  process.exit(1);
}

// '' as the prefix: every variable of .env, .env.production (and .local) and the environment.
const values = privateValues(loadEnv('production', repoRoot, ''));
const { files, findings } = scanFolders(folders, values);
console.log(
  `secrets: ${files} files scanned in web/dist/client and web/dist/server, ` +
    `${values.size} private variable values looked for, ${findings.length} findings`,
);
for (const { file, kind } of findings) console.error(`  ${relative(repoRoot, file)}: ${kind}`);
process.exit(findings.length > 0 ? 1 : 0);
