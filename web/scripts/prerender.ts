import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteEnv } from '../server/env.ts';
import { createLocalStack } from '../server/localStack.ts';

type EntryServer = typeof import('../src/entry-server');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function outputFile(clientDir: string, path: string, notFoundPath: string) {
  if (path === notFoundPath) return join(clientDir, '404.html');
  return join(clientDir, path, 'index.html');
}

/**
 * Renders every route to static HTML with its content, title and description. Content comes
 * through the same client as in the browser; without a Sanity project that is the local GROQ
 * endpoint, started here on a free port for the duration of the build.
 */
export async function prerender({
  env,
  seedDir,
  clientDir,
  serverDir,
}: {
  env: SiteEnv;
  seedDir: string;
  clientDir: string;
  serverDir: string;
}) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = (await import(
    pathToFileURL(join(serverDir, 'entry-server.js')).href
  )) as EntryServer;

  const localStack = createLocalStack({ env, seedDir });
  const server = createServer((req, res) => {
    void localStack(req, res).then((handled) => handled || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    for (const path of [...entry.prerenderedPaths, entry.notFoundPath]) {
      const page = await entry.renderPage(path, origin);
      const head = [
        `<title>${escapeHtml(page.title)}</title>`,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      ].join('\n    ');
      const html = template
        .replace('<!--app-head-->', head)
        .replace('<!--app-html-->', page.html)
        .replace('<!--app-data-->', page.hydrationScript);
      const file = outputFile(clientDir, path, entry.notFoundPath);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      console.log(
        `prerendered ${path.padEnd(14)} -> ${file.slice(clientDir.length)}  "${page.title}"`,
      );
    }
  } finally {
    server.close();
    await localStack.close();
  }
}
