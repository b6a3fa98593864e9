import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createGroqEndpoint, readNdjson } from '../local-stack/groqEndpoint';
import { webRoot } from '../server/paths';
import { createSiteServer } from '../server/site';
import { listen } from '../test/listen';
import { copySeed } from './support/seedCopy';
import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };

// One publish path: a page loaded directly and the same page reached by client-side navigation
// show the same content, before and after an editor publishes, and a build (what the deploy hook
// starts) brings the change to both. The site is built from a copy of the seed, which plays the
// published dataset: the local GROQ endpoint reads it afresh when it changes.

const NEW_HEADING = 'Frisch veröffentlicht';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let seedDir: string;
let outDir: string;
let site: { origin: string; close: () => Promise<void> };
let content: ReturnType<typeof createGroqEndpoint>;

/** The build a deploy hook starts; in a process of its own, as on a host. */
const build = () =>
  execFileSync('npx', ['tsx', 'e2e/support/buildFromSeed.ts', seedDir, outDir], {
    cwd: webRoot,
    stdio: 'ignore',
  });

/** What an editor's publish does to the dataset: the about page gets a new heading. */
function publishNewAboutHeading() {
  const file = join(seedDir, 'production.ndjson');
  const documents = readNdjson<{ _id: string; heading?: { de: string } }>(file);
  documents.find(({ _id }) => _id === 'aboutPage')!.heading!.de = NEW_HEADING;
  writeFileSync(file, documents.map((document) => JSON.stringify(document)).join('\n'));
}

async function headingLoadedDirectly(page: Page) {
  await page.goto(`${site.origin}/about`);
  return page.getByRole('heading', { level: 1 }).textContent();
}

async function headingReachedByNavigation(page: Page) {
  await page.goto(`${site.origin}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Über uns', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  // The title follows once the about page has rendered.
  await expect(page).toHaveTitle(/^Über uns/);
  return page.getByRole('heading', { level: 1 }).textContent();
}

/** The heading the content endpoint answers now, as Sanity would to a live query. */
async function publishedHeading(page: Page) {
  const query = '*[_id == "aboutPage"][0].heading.de';
  const response = await page.request.get(
    `${site.origin}/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`,
  );
  return ((await response.json()) as { result: string }).result;
}

test.beforeAll(() => {
  seedDir = copySeed('publish');
  // Inside web/ (git-ignored dist), so the server bundle resolves the workspace's packages.
  outDir = join(webRoot, 'dist', 'publish');
  build();
});

test.beforeEach(async () => {
  content = createGroqEndpoint(seedDir);
  site = await listen(
    createSiteServer({ env: {}, root: join(outDir, 'client'), localStack: content }),
  );
});

test.afterEach(async () => {
  await site.close();
  await content.close();
});

test.afterAll(() => {
  rmSync(dirname(seedDir), { recursive: true, force: true });
});

test('direct load and client navigation agree before and after a publish, and a build brings the change to both', async ({
  page,
}) => {
  const built = await headingLoadedDirectly(page);
  expect(built).not.toBe(NEW_HEADING);
  expect(await headingReachedByNavigation(page)).toBe(built);

  publishNewAboutHeading();
  // The content has changed; the site shows the last build's content either way.
  expect(await publishedHeading(page)).toBe(NEW_HEADING);
  expect(await headingLoadedDirectly(page)).toBe(built);
  expect(await headingReachedByNavigation(page)).toBe(built);

  build();
  expect(await headingLoadedDirectly(page)).toBe(NEW_HEADING);
  expect(await headingReachedByNavigation(page)).toBe(NEW_HEADING);
});

test('a landing page is a page and in the sitemap while it exists, and gone after the build that follows its deletion', async ({
  page,
}) => {
  const paths = ['/l/arztpraxen', '/en/l/arztpraxen'];
  const sitemap = async () => (await page.request.get(`${site.origin}/sitemap.xml`)).text();
  for (const path of paths) {
    expect((await page.goto(`${site.origin}${path}`))!.status(), path).toBe(200);
    expect(await sitemap()).toContain(`${path}</loc>`);
  }

  // What an editor's deletion does to the dataset.
  const file = join(seedDir, 'production.ndjson');
  const documents = readNdjson<{ _id: string }>(file);
  writeFileSync(
    file,
    documents
      .filter(({ _id }) => _id !== 'landingPage-arztpraxen')
      .map((document) => JSON.stringify(document))
      .join('\n'),
  );
  // Until the next build the page stays, as every page shows the last build's content.
  expect((await page.goto(`${site.origin}${paths[0]}`))!.status()).toBe(200);

  build();
  for (const path of paths) {
    const response = await page.goto(`${site.origin}${path}`);
    expect(response!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      (path.startsWith('/en') ? en : de).notFound.heading,
    );
    expect(await sitemap()).not.toContain(`${path}</loc>`);
  }
});
