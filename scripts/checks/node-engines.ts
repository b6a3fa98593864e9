// Check (part of `npm run lint`): every installed package accepts every Node version the root
// package.json's `engines.node` names, so `npm install` prints no EBADENGINE warning and the
// README's Node version is one the whole tree supports. Pins and overrides: package.json and
// docs/decisions/0015-one-vite-per-tool-and-node-20.md.
import { fileURLToPath } from 'node:url';
import { engineMismatches } from './nodeEngines.ts';

const found = engineMismatches(fileURLToPath(new URL('../../', import.meta.url)));
for (const { name, version, accepts } of found)
  console.error(`${name}@${version} accepts Node ${accepts}`);
if (found.length > 0) {
  console.error(
    `\nnode-engines: ${found.length} packages do not accept the Node versions of package.json's ` +
      'engines.node. Pin a version that does (package.json "overrides"), or change engines.node, ' +
      '.nvmrc and the README together.',
  );
  process.exit(1);
}
console.log('node-engines: every package accepts the Node versions of engines.node');
