import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HEADLINE_GLYPHS_MARKER } from '../scripts/headlineFace';

// A build's folders for the prerender, made from the sources instead of Vite: the real server
// entry (or a module around it) and a page template that links one stylesheet.

/** The server entry's address, for a module that wraps it. */
export const serverEntry = pathToFileURL(join(import.meta.dirname, '../src/entry-server.tsx')).href;

/** Client and server folders in a fresh temporary folder named after `prefix`. */
export function sourceBuild(
  prefix: string,
  {
    css,
    entryModule = `export * from ${JSON.stringify(serverEntry)};\n`,
  }: {
    css: string;
    entryModule?: string;
  },
) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const clientDir = join(dir, 'client');
  const serverDir = join(dir, 'server');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  mkdirSync(serverDir);
  writeFileSync(join(serverDir, 'entry-server.js'), entryModule);
  writeFileSync(join(clientDir, 'assets', 'style.css'), css);
  writeFileSync(
    join(clientDir, 'index.html'),
    `<!doctype html><html lang="de"><head>${HEADLINE_GLYPHS_MARKER}<!--app-head-->` +
      '<link rel="stylesheet" crossorigin href="/assets/style.css"></head>' +
      '<body><div id="root"><!--app-html--></div>' +
      '<script type="module" crossorigin src="/assets/entry.js"></script></body></html>',
  );
  return { clientDir, serverDir };
}
