// The production build (web/dist/client, made by `npm run build`) served on a free port, the
// way `npm start` serves it, for the quality gates to measure.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { prerenderedPaths } from '../../web/src/lib/paths.ts';
import { loadSiteEnv } from '../../web/server/env.ts';
import { createLocalStack } from '../../web/local-stack/localStack.ts';
import { clientDist, seedDir } from '../../web/server/paths.ts';
import { createSiteServer } from '../../web/server/site.ts';

export { prerenderedPaths as routes };

/**
 * The pages the build made from content (landing pages, case studies) in every language, as its
 * sitemap lists them: which there are depends on the content it was built from.
 */
export function builtContentPages(): string[] {
  const sitemap = readFileSync(join(clientDist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc!).pathname)
    .filter((path) => !prerenderedPaths.includes(path));
}

/**
 * A minimal page (one heading, one paragraph) that the gates and benchmarks serve beside the
 * site, on the same server and origin, as the measure of what any page costs on this machine.
 */
export const REFERENCE_PATH = '/__lighthouse-reference';
export const referencePage = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Referenz</title><meta name="description" content="Eine minimale Seite als Maßstab."></head>
<body><h1>Referenzseite</h1><p>Eine Überschrift und ein Absatz, sonst nichts.</p></body></html>`;

export async function serveBuiltSite() {
  if (!existsSync(join(clientDist, 'index.html'))) {
    throw new Error('No production build in web/dist/client: run `npm run build` first.');
  }
  const env = loadSiteEnv();
  // A database of its own, so a gate never touches the developer's .local/ folder.
  const scratch = mkdtempSync(join(tmpdir(), 'gate-'));
  const localStack = createLocalStack({ env, seedDir, pgliteDir: join(scratch, 'pglite') });
  const server = createSiteServer({ env, localStack });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Answers one request as the site does (for a gate's own server in front of it). */
    handle: (req: IncomingMessage, res: ServerResponse) => server.emit('request', req, res),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await localStack.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Every file of the build, as a path of the site (/assets/…). */
export function builtFiles(): string[] {
  return readdirSync(clientDist, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(clientDist, file)).isFile())
    .map((file) => `/${file.split(sep).join('/')}`);
}

/** Prints rows as aligned columns. */
export function printTable(rows: (string | number)[][]) {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  for (const row of rows) {
    console.log(row.map((cell, column) => String(cell).padEnd(widths[column]!)).join('  '));
  }
}

/** The same rows as a Markdown table, the first row its header. */
export function markdownTable(rows: (string | number)[][]): string {
  const line = (row: (string | number)[]) => `| ${row.map(String).join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
