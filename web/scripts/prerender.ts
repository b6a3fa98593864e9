import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteEnv } from '../server/env.ts';
import { createLocalStack } from '../local-stack/localStack.ts';
import { PAGE_TEMPLATE_FILE, renderDocument, type EntryServer } from '../server/pageDocument.ts';
import { MANIFEST_PATH, readSite, robotsTxt, sitemapXml, webManifest } from '../server/seoHead.ts';
import { createPageStyles, withInlineStylesheet } from './inlineStylesheet.ts';
import { BuildRefused } from './buildRefused.ts';
import { reportLaunchCheck, reportPageWeight, strictLaunchCheck } from './launchCheckReport.ts';
import { pageWeightCrossing, sectionOwner } from './pageWeight.ts';
import { fitsFirstWindow } from './headlineFace.ts';
import { withFirstScreenChecks, withStartScript } from './startScript.ts';
import { swapSiteFiles, type RenderRecord } from '../server/live/siteFiles.ts';
import type { ContentClient } from '../src/content/client.ts';

/** A page path (web/src/lib/paths.ts) that no route renders: it would ship as a 404 page. */
export const routeMissing = (path: string) =>
  new BuildRefused(
    `${path} is a path of web/src/lib/paths.ts, but no route of web/src/app/routes.tsx renders ` +
      'it: add its route, or remove the path.',
  );

/**
 * A page's file in the client folder: `<path>/index.html`; a 404 page (`/404`, `/en/404`) as
 * `404.html` in its folder.
 */
function outputFile(path: string, notFoundPaths: readonly string[]) {
  if (notFoundPaths.includes(path)) return `${path.slice(1)}.html`;
  return join(path.slice(1), 'index.html');
}

/** A page that could not be rendered: its path and why, in the words of the error. */
export type PageFailure = { path: string; message: string };

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * Every file the prerender writes into the client folder, by its path there, rendered from the
 * content at `origin`: each page, the content snapshot the browser navigates with
 * (src/content/snapshot.ts), sitemap.xml, robots.txt and the web manifest; and what it read
 * (RenderRecord, web/server/live/siteFiles.ts). A build stops at the first page that fails.
 * The live re-render of a running site (web/server/live/) passes `live` and the record of the
 * render `before`: a failing page is listed and the others render, and of the pages rendered
 * before, only those render again whose queries now answer differently (all when the site's
 * settings changed); the files of the others are `kept`.
 */
export async function renderSite(
  { entry, template }: { entry: EntryServer; template: string },
  origin: string,
  { live = false, before }: { live?: boolean; before?: RenderRecord } = {},
) {
  const reader = entry.createContentClient(origin);
  // Read before the pages: a page shows this revision or a newer one.
  const revisions = await reader.fetch<{ _id: string; _rev: string }[]>('*[]{_id, _rev}');
  const metadata = await entry.fetchSiteMetadata(reader);
  const site = readSite(metadata);
  const siteHash = hashOf(metadata);
  const notFoundPaths = Object.values(entry.notFoundPaths);
  const withPageStyles = createPageStyles();
  // Its styles, and where it misses the first window the checks that let it paint once its first
  // screen is parsed: a page inside the window arrives whole and paints once parsed to its end
  // (docs/decisions/0040-the-first-paint-is-the-whole-page.md).
  const finishPage = async (html: string) => {
    const styled = await withPageStyles(html);
    return fitsFirstWindow(styled) ? styled : withFirstScreenChecks(styled);
  };
  const files = new Map<string, string>();
  const kept: string[] = [];
  const rendered: string[] = [];
  const failures: PageFailure[] = [];
  const pages: RenderRecord['pages'] = {};
  const queries: RenderRecord['queries'] = {};
  const styledPages: RenderRecord['styledPages'] = {};
  const snapshot = new Map<string, unknown>();
  const changed = before?.siteHash === siteHash ? await changedQueries(reader, before) : undefined;
  const contentPages = await entry.fetchContentPagePaths(reader);
  for (const path of [...entry.prerenderedPaths, ...contentPages, ...notFoundPaths]) {
    const last = before?.pages[path];
    if (changed && last && !last.snapshots.some((file) => changed.has(file))) {
      pages[path] = last;
      kept.push(last.file, ...last.snapshots);
      for (const file of last.snapshots) queries[file] = before!.queries[file]!;
      continue;
    }
    // A client per page: what it recorded names the documents and queries of the page.
    const content = entry.recordingContentClient(origin);
    try {
      const { page, head, html } = await renderDocument(entry, {
        template,
        site,
        content: content.client,
        path,
        indexable: !notFoundPaths.includes(path),
      });
      if (head.indexable && page.status === 404) throw routeMissing(path);
      const markup = hashOf(html);
      // A page whose markup did not change keeps its styles, which take most of a render.
      styledPages[markup] = before?.styledPages[markup] ?? (await finishPage(html));
      const file = outputFile(path, notFoundPaths);
      files.set(file, styledPages[markup]);
      rendered.push(path);
      const snapshots = [...content.results.keys()].map((key) => key.replace(/^\//, ''));
      // A 404 page is no editor's page.
      const crossing = head.indexable ? pageWeightCrossing(styledPages[markup]) : undefined;
      const documentId =
        crossing && sectionOwner([...content.results.values()], crossing.sectionKey);
      const weight = crossing && documentId ? { ...crossing, documentId } : undefined;
      pages[path] = {
        file,
        snapshots,
        documents: documentIdsIn([...content.results.values()]),
        head: head.indexable ? head : null,
        ...(weight && { weight }),
      };
      for (const [key, result] of content.results) {
        const { query, params } = content.queries.get(key)!;
        queries[key.replace(/^\//, '')] = { query, params, hash: hashOf(result) };
        snapshot.set(key.replace(/^\//, ''), result);
      }
      if (!live) console.log(`prerendered ${path.padEnd(14)} "${page.title}"`);
    } catch (error) {
      if (!live) throw error;
      failures.push({ path, message: error instanceof Error ? error.message : String(error) });
    }
  }
  // What the browser's loaders read on client-side navigation (src/content/snapshot.ts).
  for (const [file, result] of snapshot) files.set(file, JSON.stringify(result));
  const indexed = Object.values(pages).flatMap(({ head }) => (head ? [head] : []));
  files.set('sitemap.xml', sitemapXml(site, indexed));
  files.set('robots.txt', robotsTxt(site));
  files.set(MANIFEST_PATH.slice(1), webManifest(site));
  return {
    site,
    files,
    kept,
    rendered,
    failures,
    record: {
      revisions: Object.fromEntries(revisions.map(({ _id, _rev }) => [_id, _rev])),
      siteHash,
      pages,
      queries,
      styledPages,
      failures,
    },
  };
}

/** The snapshot files of `before` whose queries answer differently now. */
async function changedQueries(reader: ContentClient, before: RenderRecord) {
  const changed = new Set<string>();
  for (const [file, { query, params, hash }] of Object.entries(before.queries)) {
    if (hashOf(await reader.fetch(query, params)) !== hash) changed.add(file);
  }
  return changed;
}

/** The `_id` of every document in a query result, however deep. */
function documentIdsIn(value: unknown, ids = new Set<string>()): string[] {
  if (Array.isArray(value)) for (const item of value) documentIdsIn(item, ids);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '_id' && typeof item === 'string') ids.add(item);
      else documentIdsIn(item, ids);
    }
  }
  return [...ids];
}

/** The server entry and the page template of a build, as the prerender leaves them. */
export async function loadRenderer(serverDir: string) {
  const entry = (await import(
    pathToFileURL(join(serverDir, 'entry-server.js')).href
  )) as EntryServer;
  return { entry, template: readFileSync(join(serverDir, PAGE_TEMPLATE_FILE), 'utf8') };
}

/**
 * Renders every route to static HTML with its content and head (title, description, canonical
 * URL, sharing tags, structured data; see web/server/seoHead.ts), with the other files of
 * renderSite, into the client folder. Content comes through the same client as in the browser;
 * without a Sanity project that is the local GROQ endpoint, started here on a free port for the
 * duration of the build.
 */
export async function prerender({
  env,
  seedDir,
  contentDir,
  clientDir,
  serverDir,
}: {
  env: SiteEnv;
  seedDir: string;
  contentDir?: string;
  clientDir: string;
  serverDir: string;
}) {
  const template = withInlineStylesheet(
    withStartScript(readFileSync(join(clientDir, 'index.html'), 'utf8')),
    clientDir,
  );
  // For the preview server, which renders pages on request (web/server/preview/), and the live
  // re-render (web/server/live/); index.html itself becomes the home page below.
  writeFileSync(join(serverDir, PAGE_TEMPLATE_FILE), template);
  const renderer = await loadRenderer(serverDir);

  const localStack = createLocalStack({ env, seedDir, contentDir });
  const server = createServer((req, res) => {
    void localStack(req, res).then((handled) => handled || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    await reportLaunchCheck(renderer.entry.createContentClient(origin), {
      strict: strictLaunchCheck(env),
    });
    const { site, files, record } = await renderSite(renderer, origin);
    await reportPageWeight(renderer.entry.createContentClient(origin), record.pages);
    await swapSiteFiles(clientDir, files, { record });
    console.log(`wrote ${files.size} files for ${site.siteUrl}`);
  } finally {
    server.close();
    await localStack.close();
  }
}
