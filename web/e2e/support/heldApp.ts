import type { Page } from '@playwright/test';

/**
 * Holds the app of the site at `origin` back: its entry module (the `data-entry` of the start
 * script, web/scripts/startScript.ts) is answered only once the returned function is called.
 * Until then a page shows its HTML and runs its inline scripts, and its app does not start,
 * however fast the machine: a test can act before the app, as a visitor on a slow phone does.
 */
export async function holdTheApp(page: Page, origin: string) {
  const html = await (await page.request.get(`${origin}/`)).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${origin}/ names no entry module`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * Holds back the built chunk whose file name starts with `name` (such as `LiveContactForm`, code
 * that loads on first use): requested, it is answered only once `release` is called. `requested`
 * lists its requests, so that a test sees whether and when the page asked for it.
 */
export async function holdTheChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}
