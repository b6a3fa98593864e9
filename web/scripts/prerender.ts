import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteEnv } from '../server/env.ts';
import { createLocalStack } from '../local-stack/localStack.ts';
import { PAGE_TEMPLATE_FILE, renderDocument, type EntryServer } from '../server/pageDocument.ts';
import {
  MANIFEST_PATH,
  readSite,
  type PageHead,
  robotsTxt,
  sitemapXml,
  webManifest,
} from '../server/seoHead.ts';
import { createPageStyles, withInlineStylesheet } from './inlineStylesheet.ts';
import { reportLaunchCheck, strictLaunchCheck } from './launchCheckReport.ts';
import { withStartScript } from './startScript.ts';

/** A build that must not ship: its message is the one sentence `npm run build` prints. */
export class BuildRefused extends Error {
  override name = 'BuildRefused';
}

/** A page path (web/src/lib/paths.ts) that no route renders: it would ship as a 404 page. */
export const routeMissing = (path: string) =>
  new BuildRefused(
    `${path} is a path of web/src/lib/paths.ts, but no route of web/src/app/routes.tsx renders ` +
      'it: add its route, or remove the path.',
  );

/** A page as `<path>/index.html`; a 404 page (`/404`, `/en/404`) as `404.html` in its folder. */
function outputFile(clientDir: string, path: string, notFoundPaths: readonly string[]) {
  if (notFoundPaths.includes(path)) return join(clientDir, `${path}.html`);
  return join(clientDir, path, 'index.html');
}

/**
 * Renders every route to static HTML with its content and head (title, description, canonical
 * URL, sharing tags, structured data; see web/server/seoHead.ts), and writes the content snapshot the
 * browser navigates with (src/content/snapshot.ts), sitemap.xml, robots.txt and the web manifest
 * from the site settings next to the pages. Content comes
 * through the same client as in the browser; without a Sanity project that is the local GROQ
 * endpoint, started here on a free port for the duration of the build.
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
  // For the preview server, which renders pages on request (web/server/preview/); index.html
  // itself becomes the home page below.
  writeFileSync(join(serverDir, PAGE_TEMPLATE_FILE), template);
  const entry = (await import(
    pathToFileURL(join(serverDir, 'entry-server.js')).href
  )) as EntryServer;

  const localStack = createLocalStack({ env, seedDir, contentDir });
  const server = createServer((req, res) => {
    void localStack(req, res).then((handled) => handled || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const site = readSite(await entry.fetchSiteMetadata(entry.createContentClient(origin)));
    await reportLaunchCheck(entry.createContentClient(origin), { strict: strictLaunchCheck(env) });
    const content = entry.recordingContentClient(origin);
    const notFoundPaths = Object.values(entry.notFoundPaths);
    const withPageStyles = createPageStyles();
    const indexed: PageHead[] = [];
    const contentPages = await entry.fetchContentPagePaths(entry.createContentClient(origin));
    for (const path of [...entry.prerenderedPaths, ...contentPages, ...notFoundPaths]) {
      const { page, head, html } = await renderDocument(entry, {
        template,
        site,
        content: content.client,
        path,
        indexable: !notFoundPaths.includes(path),
      });
      if (head.indexable && page.status === 404) throw routeMissing(path);
      if (head.indexable) indexed.push(head);
      const file = outputFile(clientDir, path, notFoundPaths);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await withPageStyles(html));
      console.log(
        `prerendered ${path.padEnd(14)} -> ${file.slice(clientDir.length)}  "${page.title}"`,
      );
    }
    // What the browser's loaders read on client-side navigation (src/content/snapshot.ts).
    for (const [path, result] of content.results) {
      const file = join(clientDir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(result));
    }
    console.log(`wrote ${content.results.size} content snapshot files`);
    writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(site, indexed));
    writeFileSync(join(clientDir, 'robots.txt'), robotsTxt(site));
    writeFileSync(join(clientDir, MANIFEST_PATH), webManifest(site));
    console.log(`wrote sitemap.xml, robots.txt and ${MANIFEST_PATH.slice(1)} for ${site.siteUrl}`);
  } finally {
    server.close();
    await localStack.close();
  }
}
